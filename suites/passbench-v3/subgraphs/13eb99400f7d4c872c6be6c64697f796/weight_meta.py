class Program_weight_tensor_meta_x_se_47:
    name = "x_se_47"
    shape = [1, 2922, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.4211346103244514e-18
    std = 1.5130745426498442e-16
    data = None
    min_val = -5.361910726719629e-16
    max_val = 5.155404623574623e-16


class Program_weight_tensor_meta_x_136:
    name = "x_136"
    shape = [1, 2922, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.596088994503496e-17
    std = 2.9229437440226726e-15
    data = None
    min_val = -2.0172314949625132e-14
    max_val = 1.8832051329052864e-14
