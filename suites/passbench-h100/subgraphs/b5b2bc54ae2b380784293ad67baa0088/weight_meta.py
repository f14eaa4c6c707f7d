class Program_weight_tensor_meta_x_22:
    name = "x_22"
    shape = [1, 512, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.106416020376986e-06
    std = 6.147123273435056e-06
    data = None
    min_val = 0.0
    max_val = 4.690905916504562e-05


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_"
    shape = [256, 512, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.089
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
