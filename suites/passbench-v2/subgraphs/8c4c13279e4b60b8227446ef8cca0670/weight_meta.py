class Program_weight_tensor_meta_x_48:
    name = "x_48"
    shape = [1, 96, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 6.873530192707786e-05
    std = 0.0011702444675843258
    data = None
    min_val = -0.0051993937231600285
    max_val = 0.005019434727728367


class Program_weight_tensor_meta_x_38:
    name = "x_38"
    shape = [1, 96, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005336290808448781
    std = 0.056306702154534156
    data = None
    min_val = -0.2332780659198761
    max_val = 0.2368791550397873


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_0_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
