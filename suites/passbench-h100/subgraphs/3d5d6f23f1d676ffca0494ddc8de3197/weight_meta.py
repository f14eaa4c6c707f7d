class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 32, 27, 27]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.31023505781247024
    std = 0.07632970660188015
    data = None
    min_val = 0.15642687678337097
    max_val = 0.47263339161872864


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_expand3x3_parameters_weight_"
    shape = [128, 32, 3, 3]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.002
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_expand3x3_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.001
    std = 0.023
    data = None


class Program_weight_tensor_meta_relu_8:
    name = "relu_8"
    shape = [1, 128, 27, 27]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.09618880242112372
    std = 0.04487425770025502
    data = None
    min_val = 0.0
    max_val = 0.2311544120311737
