class Program_weight_tensor_meta_x_41:
    name = "x_41"
    shape = [1, 183, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.784732268356683e-12
    std = 8.287981287264035e-11
    data = None
    min_val = -3.2409358530216537e-10
    max_val = 3.2918776038393105e-10


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_pwl_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_conv_pwl_modules_bn_buffers_running_mean_"
    shape = [183]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_pwl_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_conv_pwl_modules_bn_buffers_running_var_"
    shape = [183]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_pwl_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_conv_pwl_modules_bn_parameters_weight_"
    shape = [183]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_pwl_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_conv_pwl_modules_bn_parameters_bias_"
    shape = [183]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
