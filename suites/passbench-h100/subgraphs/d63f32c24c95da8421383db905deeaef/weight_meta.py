class Program_weight_tensor_meta_x_15:
    name = "x_15"
    shape = [1, 128, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 3.2105228172446067e-06
    std = 8.064441477067176e-06
    data = None
    min_val = 0.0
    max_val = 7.980032387422398e-05


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_"
    shape = [128]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_"
    shape = [128]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
