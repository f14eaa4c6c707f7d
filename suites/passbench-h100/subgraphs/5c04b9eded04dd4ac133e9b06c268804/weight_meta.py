class Program_weight_tensor_meta_input_7:
    name = "input_7"
    shape = [1, 16, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0001997373330791842
    std = 0.00030759954555184175
    data = None
    min_val = 0.0
    max_val = 0.0031059964094311


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_0_parameters_weight_"
    shape = [16, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.022395904070890538
    std = 0.36773016637757316
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
