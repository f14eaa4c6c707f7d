class Program_weight_tensor_meta_x_26:
    name = "x_26"
    shape = [1, 256, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -5.885027705822021e-06
    std = 0.00017291262448648217
    data = None
    min_val = -0.0006395868840627372
    max_val = 0.0006264825933612883


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
