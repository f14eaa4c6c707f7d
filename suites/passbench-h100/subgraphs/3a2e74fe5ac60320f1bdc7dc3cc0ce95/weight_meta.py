class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 64, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0002744214261145431
    std = 0.0005408049283069612
    data = None
    min_val = 0.0
    max_val = 0.003877731505781412


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_"
    shape = [64, 64, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.003
    std = 0.178
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
