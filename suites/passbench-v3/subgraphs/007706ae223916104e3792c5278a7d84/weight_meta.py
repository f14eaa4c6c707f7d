class Program_weight_tensor_meta_x_1:
    name = "x_1"
    shape = [1, 17, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0040189361560549535
    std = 0.05588640856784213
    data = None
    min_val = -0.15156812965869904
    max_val = 0.29627877473831177


class Program_weight_tensor_meta_L_self_modules_ffns_modules_0_modules_lin2_parameters_weight_:
    name = "L_self_modules_ffns_modules_0_modules_lin2_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_ffns_modules_0_modules_lin2_parameters_bias_:
    name = "L_self_modules_ffns_modules_0_modules_lin2_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
