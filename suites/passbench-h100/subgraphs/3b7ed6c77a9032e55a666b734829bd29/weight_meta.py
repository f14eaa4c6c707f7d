class Program_weight_tensor_meta_x_8:
    name = "x_8"
    shape = [1, 64, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0938381707048962e-05
    std = 1.6014598688722762e-05
    data = None
    min_val = 0.0
    max_val = 0.0001012889770208858


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv3_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.001
    std = 0.089
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn3_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn3_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn3_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn3_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
