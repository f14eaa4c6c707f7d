class Program_weight_tensor_meta_x_60:
    name = "x_60"
    shape = [1, 250, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.6305195216995872e-15
    std = 2.764553255195571e-13
    data = None
    min_val = -1.0371258973157493e-12
    max_val = 1.0820983865900136e-12


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_pwl_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_conv_pwl_modules_bn_buffers_running_mean_"
    shape = [250]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_pwl_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_6_modules_conv_pwl_modules_bn_buffers_running_var_"
    shape = [250]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_pwl_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_conv_pwl_modules_bn_parameters_weight_"
    shape = [250]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_pwl_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_conv_pwl_modules_bn_parameters_bias_"
    shape = [250]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
