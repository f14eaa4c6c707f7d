class Program_weight_tensor_meta_input_14:
    name = "input_14"
    shape = [1, 64, 64, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0007323917953888793
    std = 0.003431684670630108
    data = None
    min_val = -0.008888419717550278
    max_val = 0.009943506680428982


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_weight_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_weight_"
    shape = [128, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_bias_:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_0_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_momentum:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.1
    std = 0.0
    data = [0.1]


class Program_weight_tensor_meta_L_self_modules_down1_modules_1_modules_double_conv_modules_1_eps:
    name = "L_self_modules_down1_modules_1_modules_double_conv_modules_1_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
