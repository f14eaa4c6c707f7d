class Program_weight_tensor_meta_x_145:
    name = "x_145"
    shape = [1, 3120, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.960634005472568e-17
    std = 2.9324037228450424e-15
    data = None
    min_val = -2.4932060742658378e-14
    max_val = 3.9155602317344357e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_dw_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_15_modules_conv_dw_modules_bn_buffers_running_mean_"
    shape = [3120]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_dw_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_15_modules_conv_dw_modules_bn_buffers_running_var_"
    shape = [3120]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_dw_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_15_modules_conv_dw_modules_bn_parameters_weight_"
    shape = [3120]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_dw_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_15_modules_conv_dw_modules_bn_parameters_bias_"
    shape = [3120]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
