class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.226
    std = 1.287
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_weight_:
    name = "L_self_modules_stem_modules_0_parameters_weight_"
    shape = [32, 3, 4, 4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_bias_:
    name = "L_self_modules_stem_modules_0_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
