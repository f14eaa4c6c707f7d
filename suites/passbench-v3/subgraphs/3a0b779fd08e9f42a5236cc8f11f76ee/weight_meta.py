class Program_weight_tensor_meta_x_23:
    name = "x_23"
    shape = [1, 24, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.783716221501837e-09
    std = 1.982820222654127e-07
    data = None
    min_val = -5.191733407627908e-07
    max_val = 6.640938750024361e-07


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_x_15:
    name = "x_15"
    shape = [1, 24, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.642492789879943e-05
    std = 1.452967605940809e-05
    data = None
    min_val = -2.8319715056568384e-05
    max_val = 8.379561040783301e-05
