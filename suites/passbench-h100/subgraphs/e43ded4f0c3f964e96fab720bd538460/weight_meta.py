class Program_weight_tensor_meta_x_28:
    name = "x_28"
    shape = [1, 256, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.183869309415997e-07
    std = 3.286148814777831e-07
    data = None
    min_val = 0.0
    max_val = 2.2940839699003845e-06


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_"
    shape = [1024, 256, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
