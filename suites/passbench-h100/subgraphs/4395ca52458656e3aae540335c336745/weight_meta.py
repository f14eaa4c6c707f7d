class Program_weight_tensor_meta_input_31:
    name = "input_31"
    shape = [1, 128, 64, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0008430805089276409
    std = 0.003287559149097868
    data = None
    min_val = -0.008074119687080383
    max_val = 0.007987817749381065


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_mean_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_var_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_weight_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_bias_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_4_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_up2_scale_factor:
    name = "L_self_modules_up2_scale_factor"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 2.0
    std = 0.0
    data = [2.0]
