class Program_weight_tensor_meta_x_4:
    name = "x_4"
    shape = [1, 48, 13, 13]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.06296700097875821
    std = 0.018525823328245244
    data = None
    min_val = 0.026522964239120483
    max_val = 0.11489677429199219


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_expand1x1_parameters_weight_"
    shape = [192, 48, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.001
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_expand1x1_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.011
    std = 0.018
    data = None
