class Program_weight_tensor_meta_input_17:
    name = "input_17"
    shape = [1, 24, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -8.559803279552755e-08
    std = 1.6546555949697445e-07
    data = None
    min_val = -1.1115911320302985e-06
    max_val = 5.977988735139661e-07


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [88, 24, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00014787644749958417
    std = 0.14706666927346962
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [88]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [88]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [88]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [88]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
