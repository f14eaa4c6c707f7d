class Program_weight_tensor_meta_input_86:
    name = "input_86"
    shape = [1, 576, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.096051748628972e-24
    std = 1.875558729792695e-22
    data = None
    min_val = -1.2979726998147317e-21
    max_val = 1.1265983858193079e-21


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [96, 576, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0001125439459817846
    std = 0.14334270896700996
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_10_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_10_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_79:
    name = "input_79"
    shape = [1, 96, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.2743167193397267e-20
    std = 1.2845452005123796e-18
    data = None
    min_val = -4.480683936196122e-18
    max_val = 4.574561077505072e-18
