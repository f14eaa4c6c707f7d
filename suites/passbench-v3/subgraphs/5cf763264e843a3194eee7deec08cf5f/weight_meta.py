class Program_weight_tensor_meta_x_152:
    name = "x_152"
    shape = [1, 3840, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.6027996994547472e-16
    std = 2.0123480930619177e-14
    data = None
    min_val = -7.838710556302628e-14
    max_val = 1.0139960160589212e-13


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_16_modules_bn_buffers_running_mean_"
    shape = [3840]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_16_modules_bn_buffers_running_var_"
    shape = [3840]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_16_modules_bn_parameters_weight_"
    shape = [3840]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_16_modules_bn_parameters_bias_"
    shape = [3840]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
