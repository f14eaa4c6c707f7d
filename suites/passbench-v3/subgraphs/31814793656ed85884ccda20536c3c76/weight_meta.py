class Program_weight_tensor_meta_x_112:
    name = "x_112"
    shape = [1, 2514, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.4644561819715915e-16
    std = 2.4797896318290812e-14
    data = None
    min_val = -1.047136688340014e-13
    max_val = 1.0937148945842565e-13


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_exp_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_12_modules_conv_exp_modules_bn_buffers_running_mean_"
    shape = [2514]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_exp_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_12_modules_conv_exp_modules_bn_buffers_running_var_"
    shape = [2514]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_exp_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_conv_exp_modules_bn_parameters_weight_"
    shape = [2514]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_exp_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_conv_exp_modules_bn_parameters_bias_"
    shape = [2514]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
