class Program_weight_tensor_meta_x_35:
    name = "x_35"
    shape = [1, 512, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.5682341725482441e-07
    std = 2.42950686694819e-07
    data = None
    min_val = 0.0
    max_val = 1.3848157323081978e-06


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_conv2_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bn2_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
