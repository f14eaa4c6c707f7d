class Program_weight_tensor_meta_x_29:
    name = "x_29"
    shape = [1, 28, 28, 96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0003127068534447474
    std = 0.002303599662943123
    data = None
    min_val = -0.012776072137057781
    max_val = 0.010821890085935593


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
