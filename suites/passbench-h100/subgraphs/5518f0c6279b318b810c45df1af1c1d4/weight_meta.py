class Program_weight_tensor_meta_x_25:
    name = "x_25"
    shape = [1, 256, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.148223125664661e-06
    std = 1.7288922831496046e-06
    data = None
    min_val = 0.0
    max_val = 1.0850229955394752e-05


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
