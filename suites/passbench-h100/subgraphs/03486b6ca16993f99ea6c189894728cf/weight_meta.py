class Program_weight_tensor_meta_input_15:
    name = "input_15"
    shape = [1, 128, 64, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0012370879595520832
    std = 0.005089746887177052
    data = None
    min_val = -0.015929164364933968
    max_val = 0.011932490393519402


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_mean_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_var_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_weight_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_bias_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
