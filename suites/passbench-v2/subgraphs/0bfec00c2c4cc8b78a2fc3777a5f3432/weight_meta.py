class Program_weight_tensor_meta_x_70:
    name = "x_70"
    shape = [1, 284, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.5580947283724296e-15
    std = 2.3802244305517543e-13
    data = None
    min_val = -9.045166417080697e-13
    max_val = 7.837944702993038e-13


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_pwl_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_conv_pwl_modules_bn_buffers_running_mean_"
    shape = [284]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_pwl_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_conv_pwl_modules_bn_buffers_running_var_"
    shape = [284]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_pwl_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_conv_pwl_modules_bn_parameters_weight_"
    shape = [284]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_pwl_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_conv_pwl_modules_bn_parameters_bias_"
    shape = [284]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
