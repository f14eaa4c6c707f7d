class Program_weight_tensor_meta_input_22:
    name = "input_22"
    shape = [1, 256, 32, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0008803359863571638
    std = 0.0033718637112258175
    data = None
    min_val = -0.011796317994594574
    max_val = 0.00881216675043106


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_buffers_running_mean_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_buffers_running_var_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_parameters_weight_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_parameters_bias_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
