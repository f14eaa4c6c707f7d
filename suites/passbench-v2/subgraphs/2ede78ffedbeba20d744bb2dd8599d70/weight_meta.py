class Program_weight_tensor_meta_x_80:
    name = "x_80"
    shape = [1, 318, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.2829052596528339e-14
    std = 2.44164892559904e-13
    data = None
    min_val = -8.579566636128522e-13
    max_val = 1.0194955773687453e-12


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_buffers_running_mean_"
    shape = [318]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_buffers_running_var_"
    shape = [318]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_parameters_weight_"
    shape = [318]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_conv_pwl_modules_bn_parameters_bias_"
    shape = [318]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
