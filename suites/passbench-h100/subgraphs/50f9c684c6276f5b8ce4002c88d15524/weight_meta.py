class Program_weight_tensor_meta_input_10:
    name = "input_10"
    shape = [1, 64, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0023653449319119783
    std = 0.0497607914208574
    data = None
    min_val = -0.09333296865224838
    max_val = 0.1454434096813202


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_3_parameters_weight_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_3_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.024
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_3_parameters_bias_:
    name = "L_self_modules_in_conv_modules_double_conv_modules_3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_4_momentum:
    name = "L_self_modules_in_conv_modules_double_conv_modules_4_momentum"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.1
    std = 0.0
    data = [0.1]


class Program_weight_tensor_meta_L_self_modules_in_conv_modules_double_conv_modules_4_eps:
    name = "L_self_modules_in_conv_modules_double_conv_modules_4_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [1e-05]
