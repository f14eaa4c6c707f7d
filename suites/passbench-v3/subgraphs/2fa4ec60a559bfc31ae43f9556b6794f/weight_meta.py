class Program_weight_tensor_meta_x_16:
    name = "x_16"
    shape = [1, 492, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.5876394080653203e-07
    std = 8.149434896796236e-07
    data = None
    min_val = -3.687046955747064e-06
    max_val = 3.4204456369479885e-06


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_mean_"
    shape = [492]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_var_"
    shape = [492]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_weight_"
    shape = [492]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_bias_"
    shape = [492]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
