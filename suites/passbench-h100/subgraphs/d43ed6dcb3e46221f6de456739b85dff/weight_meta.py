class Program_weight_tensor_meta_x_4:
    name = "x_4"
    shape = [1, 48, 13, 13]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.06296700097875821
    std = 0.018525823328245244
    data = None
    min_val = 0.026522964239120483
    max_val = 0.11489677429199219


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_expand3x3_parameters_weight_"
    shape = [192, 48, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_expand3x3_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.006
    data = None


class Program_weight_tensor_meta_relu_14:
    name = "relu_14"
    shape = [1, 192, 13, 13]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013953106298813545
    std = 0.008586820182198985
    data = None
    min_val = 0.0
    max_val = 0.0414852537214756
