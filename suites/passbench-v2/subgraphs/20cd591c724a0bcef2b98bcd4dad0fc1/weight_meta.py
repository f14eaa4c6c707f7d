class Program_weight_tensor_meta_input_102:
    name = "input_102"
    shape = [1, 192, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0008036484378131334
    std = 0.014752188176131735
    data = None
    min_val = -0.04329556226730347
    max_val = 0.03977162390947342


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002
    std = 0.119
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.021
    std = 0.036
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.06
    std = 1.509
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.008
    data = None


class Program_weight_tensor_meta_input_94:
    name = "input_94"
    shape = [1, 192, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.6467175465151391
    std = 17.199272994696052
    data = None
    min_val = -100.83109283447266
    max_val = 243.0070037841797
