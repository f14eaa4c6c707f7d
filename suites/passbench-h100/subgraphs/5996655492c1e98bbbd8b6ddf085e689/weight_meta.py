class Program_weight_tensor_meta_x_7:
    name = "x_7"
    shape = [1, 64, 13, 13]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005585230240710603
    std = 0.008346556289021225
    data = None
    min_val = 0.0
    max_val = 0.033589817583560944


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_"
    shape = [256, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.004
    data = None


class Program_weight_tensor_meta_relu_23:
    name = "relu_23"
    shape = [1, 256, 13, 13]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0021242486589299597
    std = 0.0020797818787223117
    data = None
    min_val = 0.0
    max_val = 0.008377098478376865
