class Program_weight_tensor_meta_x_156:
    name = "x_156"
    shape = [1, 1056, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.4918128026050286e-16
    std = 2.547783219515961e-15
    data = None
    min_val = -1.0883522104105769e-14
    max_val = 1.0283472105809561e-14


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_mean_"
    shape = [1056]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_var_"
    shape = [1056]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_weight_"
    shape = [1056]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_bias_"
    shape = [1056]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
