class Program_weight_tensor_meta_x_106:
    name = "x_106"
    shape = [1, 2316, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.514293078628926e-15
    std = 8.87530064388745e-13
    data = None
    min_val = -7.787022762717477e-12
    max_val = 6.199415546886966e-12


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_conv_dw_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_11_modules_conv_dw_modules_bn_buffers_running_mean_"
    shape = [2316]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_conv_dw_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_11_modules_conv_dw_modules_bn_buffers_running_var_"
    shape = [2316]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_conv_dw_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_conv_dw_modules_bn_parameters_weight_"
    shape = [2316]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_conv_dw_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_conv_dw_modules_bn_parameters_bias_"
    shape = [2316]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
