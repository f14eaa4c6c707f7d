class Program_weight_tensor_meta_input_73:
    name = "input_73"
    shape = [1, 288, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.5716574160431898e-17
    std = 6.326676229589275e-16
    data = None
    min_val = -2.347937213306294e-15
    max_val = 2.459897604757894e-15


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [288, 1, 5, 5]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.441343093723187e-05
    std = 0.01677091246165592
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [288]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [288]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
