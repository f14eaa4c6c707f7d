class Program_weight_tensor_meta_x_132:
    name = "x_132"
    shape = [1, 2922, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.6687199291595513e-16
    std = 2.2286525711018e-14
    data = None
    min_val = -1.0625583800414479e-13
    max_val = 8.930726438319964e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_exp_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_14_modules_conv_exp_modules_bn_buffers_running_mean_"
    shape = [2922]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_exp_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_14_modules_conv_exp_modules_bn_buffers_running_var_"
    shape = [2922]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_exp_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_14_modules_conv_exp_modules_bn_parameters_weight_"
    shape = [2922]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_exp_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_14_modules_conv_exp_modules_bn_parameters_bias_"
    shape = [2922]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
