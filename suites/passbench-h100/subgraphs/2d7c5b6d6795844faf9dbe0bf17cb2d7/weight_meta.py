class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 32, 27, 27]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.31023505781247024
    std = 0.07632970660188015
    data = None
    min_val = 0.15642687678337097
    max_val = 0.47263339161872864


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_expand1x1_parameters_weight_"
    shape = [128, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.121
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_expand1x1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.03
    std = 0.067
    data = None
