class Program_weight_tensor_meta_x_8:
    name = "x_8"
    shape = [1, 288, 112, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.712303121228978e-05
    std = 0.00011371830569819715
    data = None
    min_val = -0.0007468404364772141
    max_val = 0.0004778244474437088


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_exp_modules_bn_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_modules_conv_exp_modules_bn_buffers_running_mean_"
    shape = [288]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_exp_modules_bn_buffers_running_var_:
    name = "L_self_modules_features_modules_1_modules_conv_exp_modules_bn_buffers_running_var_"
    shape = [288]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_exp_modules_bn_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_conv_exp_modules_bn_parameters_weight_"
    shape = [288]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_exp_modules_bn_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_conv_exp_modules_bn_parameters_bias_"
    shape = [288]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
