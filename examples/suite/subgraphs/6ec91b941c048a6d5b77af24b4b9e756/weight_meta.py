class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [2, 3, 32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.5
    std = 0.25
    data = None


class Program_weight_tensor_meta_L_conv_weight_:
    name = "L_conv_weight_"
    shape = [16, 3, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.1
    data = None


class Program_weight_tensor_meta_L_bn_running_mean_:
    name = "L_bn_running_mean_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.1
    data = None


class Program_weight_tensor_meta_L_bn_running_var_:
    name = "L_bn_running_var_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_bn_weight_:
    name = "L_bn_weight_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_bn_bias_:
    name = "L_bn_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
