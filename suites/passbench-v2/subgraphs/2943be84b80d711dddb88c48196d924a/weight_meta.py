class Program_weight_tensor_meta_x_22:
    name = "x_22"
    shape = [1, 116, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.028526396698961e-09
    std = 5.305573683545916e-08
    data = None
    min_val = -1.8792104583553737e-07
    max_val = 2.0980147041882447e-07


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_buffers_running_mean_"
    shape = [116]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_buffers_running_var_"
    shape = [116]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_parameters_weight_"
    shape = [116]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_parameters_bias_"
    shape = [116]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
