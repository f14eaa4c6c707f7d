class Program_weight_tensor_meta_x_90:
    name = "x_90"
    shape = [1, 352, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.3560956209934724e-15
    std = 2.4952634249944353e-13
    data = None
    min_val = -9.390074438495044e-13
    max_val = 9.008625009160331e-13


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_buffers_running_mean_"
    shape = [352]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_buffers_running_var_"
    shape = [352]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_parameters_weight_"
    shape = [352]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_conv_pwl_modules_bn_parameters_bias_"
    shape = [352]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
