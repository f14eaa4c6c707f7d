class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 16, 112, 112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00017625508686035463
    std = 0.012720177283441268
    data = None
    min_val = -0.060499899089336395
    max_val = 0.06764692068099976


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [16, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.017364575684041483
    std = 0.11084365517478673
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
