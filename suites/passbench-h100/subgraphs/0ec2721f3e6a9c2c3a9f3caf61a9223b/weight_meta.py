class Program_weight_tensor_meta_input_21:
    name = "input_21"
    shape = [1, 128, 32, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.380960709821493e-05
    std = 0.0015921097959443412
    data = None
    min_val = -0.005449321120977402
    max_val = 0.003644081996753812


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_bias_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.1
    std = 0.0
    data = [0.1]


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_1_eps:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
