class Program_weight_tensor_meta_x_45:
    name = "x_45"
    shape = [1, 192, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.026432522461375e-11
    std = 7.305170988814469e-10
    data = None
    min_val = -8.408330032239064e-09
    max_val = 5.51261880588072e-09


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_mean_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_var_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn2_buffers_running_var_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_weight_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn2_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
