class Program_weight_tensor_meta_input_24:
    name = "input_24"
    shape = [1, 256, 32, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004371296912057274
    std = 0.0016838569055182369
    data = None
    min_val = -0.005863341502845287
    max_val = 0.004425473976880312


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_weight_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_bias_:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.012
    data = None


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_momentum:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.1
    std = 0.0
    data = [0.1]


class Program_weight_tensor_meta_L_self_modules_down2_modules_1_modules_double_conv_modules_4_eps:
    name = "L_self_modules_down2_modules_1_modules_double_conv_modules_4_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
