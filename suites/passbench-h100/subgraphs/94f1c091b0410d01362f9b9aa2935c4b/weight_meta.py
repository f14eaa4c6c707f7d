class Program_weight_tensor_meta_input_55:
    name = "input_55"
    shape = [1, 120, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.237288204804671e-13
    std = 4.138603165296795e-12
    data = None
    min_val = -1.4519226099185545e-11
    max_val = 1.6715911640985404e-11


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [120, 1, 5, 5]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0002348833180785732
    std = 0.026069207490359392
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [120]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [120]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [120]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [120]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
