class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 24, 112, 112]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.018814068755206633
    std = 0.025354234128891925
    data = None
    min_val = 0.0
    max_val = 0.19419080018997192


class Program_weight_tensor_meta_L_self_modules_conv1_modules_3_parameters_weight_:
    name = "L_self_modules_conv1_modules_3_parameters_weight_"
    shape = [32, 24, 3, 3]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.001
    std = 0.085
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_buffers_running_mean_:
    name = "L_self_modules_conv1_modules_4_buffers_running_mean_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_buffers_running_var_:
    name = "L_self_modules_conv1_modules_4_buffers_running_var_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_parameters_weight_:
    name = "L_self_modules_conv1_modules_4_parameters_weight_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_parameters_bias_:
    name = "L_self_modules_conv1_modules_4_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
