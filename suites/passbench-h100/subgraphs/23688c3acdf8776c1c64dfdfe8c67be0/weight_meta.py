class Program_weight_tensor_meta_x_6:
    name = "x_6"
    shape = [1, 64, 13, 13]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.024803112011978722
    std = 0.009552919261079349
    data = None
    min_val = 0.004456996917724609
    max_val = 0.046379730105400085


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_expand1x1_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.004
    std = 0.069
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_expand1x1_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.013
    std = 0.014
    data = None
