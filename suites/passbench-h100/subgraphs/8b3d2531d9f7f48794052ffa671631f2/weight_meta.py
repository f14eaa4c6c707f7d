class Program_weight_tensor_meta_input_25:
    name = "input_25"
    shape = [1, 256, 32, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002209968731275061
    std = 0.002605905078477173
    data = None
    min_val = -0.009058821015059948
    max_val = 0.005049908999353647


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_mean_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_var_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_weight_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_bias_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_up1_scale_factor:
    name = "L_self_modules_up1_scale_factor"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 2.0
    std = 0.0
    data = [2.0]
