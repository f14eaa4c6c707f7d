class Program_weight_tensor_meta_input_8:
    name = "input_8"
    shape = [1, 64, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.009667079590838012
    std = 0.09898315917739832
    data = None
    min_val = -0.20827871561050415
    max_val = 0.2578325569629669


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_mean_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_var_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_parameters_weight_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_parameters_bias_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
