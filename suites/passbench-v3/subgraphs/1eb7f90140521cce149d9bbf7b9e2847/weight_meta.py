class Program_weight_tensor_meta_input_92:
    name = "input_92"
    shape = [1, 72, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.3666119328834603e-19
    std = 7.136949129138082e-17
    data = None
    min_val = -3.1487957476278024e-16
    max_val = 3.4946747694963995e-16


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [72]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [72]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [72]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_84:
    name = "input_84"
    shape = [1, 72, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.600503611151834e-15
    std = 5.537001085445901e-13
    data = None
    min_val = -2.223023197814311e-12
    max_val = 2.6834921004054157e-12
