class Program_weight_tensor_meta_x_6:
    name = "x_6"
    shape = [1, 64, 13, 13]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.024803112011978722
    std = 0.009552919261079349
    data = None
    min_val = 0.004456996917724609
    max_val = 0.046379730105400085


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_expand3x3_parameters_weight_"
    shape = [256, 64, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.003
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_expand3x3_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.011
    data = None


class Program_weight_tensor_meta_relu_20:
    name = "relu_20"
    shape = [1, 256, 13, 13]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.007250536646775402
    std = 0.00381552225055443
    data = None
    min_val = 0.0
    max_val = 0.018094973638653755
