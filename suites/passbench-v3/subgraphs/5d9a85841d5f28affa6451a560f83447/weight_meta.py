class Program_weight_tensor_meta_input_22:
    name = "input_22"
    shape = [1, 192, 112, 112]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 7.54262674956833e-09
    std = 2.566556635098285e-06
    data = None
    min_val = -1.562983015901409e-05
    max_val = 1.7144015146186575e-05


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
