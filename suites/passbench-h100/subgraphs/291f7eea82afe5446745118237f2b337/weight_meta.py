class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.228
    std = 1.286
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_0_parameters_weight_:
    name = "L_self_modules_conv1_modules_0_parameters_weight_"
    shape = [24, 3, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.098
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_mean_:
    name = "L_self_modules_conv1_modules_1_buffers_running_mean_"
    shape = [24]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_var_:
    name = "L_self_modules_conv1_modules_1_buffers_running_var_"
    shape = [24]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_weight_:
    name = "L_self_modules_conv1_modules_1_parameters_weight_"
    shape = [24]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_bias_:
    name = "L_self_modules_conv1_modules_1_parameters_bias_"
    shape = [24]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
