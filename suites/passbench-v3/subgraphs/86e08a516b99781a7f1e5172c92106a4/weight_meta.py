class Program_weight_tensor_meta_x_234:
    name = "x_234"
    shape = [1, 1280, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.6799767525286637e-17
    std = 1.544833969126825e-14
    data = None
    min_val = -5.218636734229988e-14
    max_val = 4.883504082890677e-14


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 1280]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.01
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
