class Program_weight_tensor_meta_x_63:
    name = "x_63"
    shape = [1, 1500, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.1403494786819794e-13
    std = 8.080423113606022e-12
    data = None
    min_val = -3.591537484082252e-11
    max_val = 3.1943926670496836e-11


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_exp_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_conv_exp_modules_bn_buffers_running_mean_"
    shape = [1500]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_exp_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_conv_exp_modules_bn_buffers_running_var_"
    shape = [1500]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_exp_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_conv_exp_modules_bn_parameters_weight_"
    shape = [1500]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_exp_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_conv_exp_modules_bn_parameters_bias_"
    shape = [1500]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
