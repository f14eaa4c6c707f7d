class Program_weight_tensor_meta_input_79:
    name = "input_79"
    shape = [1, 96, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.2743167193397267e-20
    std = 1.2845452005123796e-18
    data = None
    min_val = -4.480683936196122e-18
    max_val = 4.574561077505072e-18


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [576, 96, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.3309137032536106e-05
    std = 0.05932820598243391
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
