class Program_weight_tensor_meta_input_59:
    name = "input_59"
    shape = [1, 120, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.8639847204569638e-15
    std = 2.6317213839155116e-14
    data = None
    min_val = -1.1393818289025248e-13
    max_val = 1.3422225028474066e-13


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [48, 120, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00017707565212485103
    std = 0.19957667167031337
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
