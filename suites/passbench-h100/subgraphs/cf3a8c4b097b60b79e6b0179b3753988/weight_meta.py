class Program_weight_tensor_meta_input_15:
    name = "input_15"
    shape = [1, 72, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.4524474107117595e-07
    std = 2.998333618100862e-07
    data = None
    min_val = 0.0
    max_val = 4.569656084640883e-06


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_0_parameters_weight_"
    shape = [24, 72, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006936933294315184
    std = 0.2900131007051161
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_1_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_1_buffers_running_var_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_1_parameters_weight_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_2_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_block_modules_2_modules_1_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
