class Program_weight_tensor_meta_x_69:
    name = "x_69"
    shape = [1, 368, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -5.862586110871388e-06
    std = 7.213165926627198e-05
    data = None
    min_val = -0.0003605060337577015
    max_val = 0.0003353146312292665


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b1_modules_conv1_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b1_modules_conv1_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
