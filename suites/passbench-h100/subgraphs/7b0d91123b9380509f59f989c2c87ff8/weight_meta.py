class Program_weight_tensor_meta_x_4:
    name = "x_4"
    shape = [1, 192, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.986363617030181e-05
    std = 0.002439114415935209
    data = None
    min_val = -0.009818961843848228
    max_val = 0.009943506680428982


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_0_parameters_weight_"
    shape = [64, 192, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_0_parameters_bias_:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.1
    std = 0.0
    data = [0.1]


class Program_weight_tensor_meta_L_self_modules_conv_up2_modules_double_conv_modules_1_eps:
    name = "L_self_modules_conv_up2_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
