class Program_weight_tensor_meta_x_125:
    name = "x_125"
    shape = [1, 2718, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.5717233707311664e-16
    std = 3.1388999059104076e-15
    data = None
    min_val = -3.341084868621266e-14
    max_val = 2.5108687440951634e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_dw_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_13_modules_conv_dw_modules_bn_buffers_running_mean_"
    shape = [2718]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_dw_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_13_modules_conv_dw_modules_bn_buffers_running_var_"
    shape = [2718]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_dw_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_conv_dw_modules_bn_parameters_weight_"
    shape = [2718]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_dw_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_13_modules_conv_dw_modules_bn_parameters_bias_"
    shape = [2718]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
