class Program_weight_tensor_meta_x_129:
    name = "x_129"
    shape = [1, 487, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.356773873260885e-17
    std = 7.882530587491951e-16
    data = None
    min_val = -3.6926820616860114e-15
    max_val = 3.2096297597787246e-15


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_pwl_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_13_modules_conv_pwl_modules_bn_buffers_running_mean_"
    shape = [487]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_pwl_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_13_modules_conv_pwl_modules_bn_buffers_running_var_"
    shape = [487]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_pwl_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_13_modules_conv_pwl_modules_bn_parameters_weight_"
    shape = [487]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_pwl_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_13_modules_conv_pwl_modules_bn_parameters_bias_"
    shape = [487]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
