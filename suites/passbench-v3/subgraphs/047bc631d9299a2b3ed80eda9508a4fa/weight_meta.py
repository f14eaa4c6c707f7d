class Program_weight_tensor_meta_input_185:
    name = "input_185"
    shape = [1, 1344, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00031515430303638174
    std = 0.032376028958153495
    data = None
    min_val = -0.11595858633518219
    max_val = 0.11165747791528702


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [1344]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [1344]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.714
    std = 5.243
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [1344]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.114
    std = 0.407
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [1344]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.328
    std = 0.998
    data = None
