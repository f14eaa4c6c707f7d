class Program_weight_tensor_meta_x_100:
    name = "x_100"
    shape = [1, 386, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.2405389402918437e-15
    std = 2.370108430277802e-13
    data = None
    min_val = -9.491939569408747e-13
    max_val = 9.040943449618866e-13


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_conv_pwl_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_10_modules_conv_pwl_modules_bn_buffers_running_mean_"
    shape = [386]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_conv_pwl_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_10_modules_conv_pwl_modules_bn_buffers_running_var_"
    shape = [386]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_conv_pwl_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_conv_pwl_modules_bn_parameters_weight_"
    shape = [386]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_conv_pwl_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_conv_pwl_modules_bn_parameters_bias_"
    shape = [386]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
