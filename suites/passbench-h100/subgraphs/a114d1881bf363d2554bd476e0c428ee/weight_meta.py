class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 16, 55, 55]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.3349081418507786
    std = 0.12558245818119568
    data = None
    min_val = 0.07201427221298218
    max_val = 0.5535591840744019


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_"
    shape = [64, 16, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.004
    std = 0.093
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.053
    std = 0.142
    data = None


class Program_weight_tensor_meta_relu_2:
    name = "relu_2"
    shape = [1, 64, 55, 55]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.09459514458911024
    std = 0.07432656137918879
    data = None
    min_val = 0.0
    max_val = 0.298534631729126
