class Program_weight_tensor_meta_x_34:
    name = "x_34"
    shape = [1, 894, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.41353786582069e-11
    std = 2.7838095872814963e-09
    data = None
    min_val = -1.2585982922530548e-08
    max_val = 1.1319458259606563e-08


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_exp_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_conv_exp_modules_bn_buffers_running_mean_"
    shape = [894]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_exp_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_conv_exp_modules_bn_buffers_running_var_"
    shape = [894]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_exp_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_conv_exp_modules_bn_parameters_weight_"
    shape = [894]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_exp_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_conv_exp_modules_bn_parameters_bias_"
    shape = [894]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
