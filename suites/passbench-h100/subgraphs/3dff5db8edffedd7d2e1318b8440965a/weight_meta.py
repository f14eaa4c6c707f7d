class Program_weight_tensor_meta_x_32:
    name = "x_32"
    shape = [1, 1024, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 5.561390065945353e-07
    std = 8.031259993383502e-07
    data = None
    min_val = 0.0
    max_val = 4.852456640946912e-06


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_"
    shape = [512, 1024, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
