class Program_weight_tensor_meta_x_5:
    name = "x_5"
    shape = [1, 4096, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.30659427046914e-15
    std = 3.3568615888339074e-15
    data = None
    min_val = 0.0
    max_val = 1.973462083852684e-14


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.01
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
