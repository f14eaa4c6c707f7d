class Program_weight_tensor_meta_x_72:
    name = "x_72"
    shape = [1, 192, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -8.180588117383928e-11
    std = 8.211482249934778e-10
    data = None
    min_val = -8.378328253400014e-09
    max_val = 4.290310329224667e-09


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_var_"
    shape = [192]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
