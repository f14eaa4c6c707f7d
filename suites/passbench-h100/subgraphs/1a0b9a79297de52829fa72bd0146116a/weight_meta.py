class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 16, 55, 55]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.3349081418507786
    std = 0.12558245818119568
    data = None
    min_val = 0.07201427221298218
    max_val = 0.5535591840744019


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_"
    shape = [64, 16, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.003
    std = 0.217
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.071
    std = 0.226
    data = None
