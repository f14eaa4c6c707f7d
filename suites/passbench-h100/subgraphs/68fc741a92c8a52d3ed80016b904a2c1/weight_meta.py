class Program_weight_tensor_meta_input_10:
    name = "input_10"
    shape = [1, 384, 13, 13]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.007059512329806508
    std = 0.009221774360146312
    data = None
    min_val = 0.0
    max_val = 0.0414852537214756


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_squeeze_parameters_weight_"
    shape = [48, 384, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.009
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_squeeze_parameters_bias_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.021
    std = 0.048
    data = None
