class Program_weight_tensor_meta_input_17:
    name = "input_17"
    shape = [1, 128, 64, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006116819790519991
    std = 0.0025413833814899064
    data = None
    min_val = -0.007901109755039215
    max_val = 0.006001810543239117


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_3_parameters_weight_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_3_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_3_parameters_bias_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_3_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.017
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_4_momentum:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_4_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.1
    std = 0.0
    data = [0.1]


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_4_eps:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_4_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
