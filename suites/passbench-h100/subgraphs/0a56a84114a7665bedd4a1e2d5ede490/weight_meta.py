class Program_weight_tensor_meta_input_82:
    name = "input_82"
    shape = [1, 576, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.2657715447121824e-21
    std = 7.48294694758842e-20
    data = None
    min_val = -3.2782382597001174e-19
    max_val = 3.062331712114589e-19


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [576, 1, 5, 5]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0001318732631750663
    std = 0.01166452049955395
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
