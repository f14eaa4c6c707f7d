class Program_weight_tensor_meta_x_115:
    name = "x_115"
    shape = [1, 2514, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.4410335355631867e-17
    std = 3.253333253212662e-15
    data = None
    min_val = -2.2491137099435454e-14
    max_val = 3.3068030735536325e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_dw_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_12_modules_conv_dw_modules_bn_buffers_running_mean_"
    shape = [2514]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_dw_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_12_modules_conv_dw_modules_bn_buffers_running_var_"
    shape = [2514]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_dw_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_conv_dw_modules_bn_parameters_weight_"
    shape = [2514]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_dw_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_conv_dw_modules_bn_parameters_bias_"
    shape = [2514]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
