class Program_weight_tensor_meta_x_5:
    name = "x_5"
    shape = [1, 64, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.9267728855423967e-05
    std = 8.206063489367015e-05
    data = None
    min_val = 0.0
    max_val = 0.0005428906879387796


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
