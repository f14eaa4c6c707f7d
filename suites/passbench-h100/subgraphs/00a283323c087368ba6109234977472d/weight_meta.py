class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 384, 64, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0007638518258873472
    std = 0.001483596458903178
    data = None
    min_val = -0.005504557862877846
    max_val = 0.003644081996753812


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_weight_"
    shape = [128, 384, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.01
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_bias_:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_0_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.1
    std = 0.0
    data = [0.1]


class Program_weight_tensor_meta_L_self_modules_conv_up1_modules_double_conv_modules_1_eps:
    name = "L_self_modules_conv_up1_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
