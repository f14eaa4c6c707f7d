class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 133, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.243667796873907e-05
    std = 0.927866951646389
    data = None
    min_val = -3.3641750812530518
    max_val = 2.387617349624634


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_0_parameters_weight_"
    shape = [64, 133, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_0_parameters_bias_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.1
    std = 0.0
    data = [0.1]


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_1_eps:
    name = "L_self_modules_in_conv_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
