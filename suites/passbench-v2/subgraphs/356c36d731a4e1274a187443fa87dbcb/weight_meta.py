class Program_weight_tensor_meta_x_11:
    name = "x_11"
    shape = [1, 96, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.1702181084175053e-05
    std = 4.126764706387574e-05
    data = None
    min_val = -0.00037837668787688017
    max_val = 0.00010704757733037695


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
