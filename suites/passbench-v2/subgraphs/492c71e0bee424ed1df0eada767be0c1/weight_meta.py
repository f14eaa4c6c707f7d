class Program_weight_tensor_meta_x_37:
    name = "x_37"
    shape = [1, 144, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 9.905734420974274e-09
    std = 6.8261979780679e-08
    data = None
    min_val = -3.960311403261585e-07
    max_val = 4.806623223885254e-07


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_var_"
    shape = [144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_weight_"
    shape = [144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_bias_"
    shape = [144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
