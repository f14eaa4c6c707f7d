class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.5
    std = 0.288
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_0_parameters_weight_"
    shape = [64, 3, 3, 3]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.001
    std = 0.261
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_bias_:
    name = "L_self_modules_features_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.032
    std = 0.486
    data = None
