class Program_weight_tensor_meta_input_37:
    name = "input_37"
    shape = [1, 240, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 5.8215527106840264e-15
    std = 2.7890283624074282e-12
    data = None
    min_val = -1.1287004317295235e-11
    max_val = 1.134212862519135e-11


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [240, 1, 5, 5]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.8426514473442805e-05
    std = 0.01805912226821507
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [240]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [240]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [240]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [240]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
