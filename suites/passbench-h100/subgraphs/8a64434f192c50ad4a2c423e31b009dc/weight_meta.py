class Program_weight_tensor_meta_x_12:
    name = "x_12"
    shape = [1, 256, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.031625167813693e-05
    std = 4.708841192091617e-05
    data = None
    min_val = 0.0
    max_val = 0.0003580701886676252


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_"
    shape = [128, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.126
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
