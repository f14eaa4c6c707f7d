class Program_weight_tensor_meta_input_6:
    name = "input_6"
    shape = [1, 32, 112, 112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004793592173324876
    std = 0.005282860147283247
    data = None
    min_val = 0.0
    max_val = 0.034495171159505844


class Program_weight_tensor_meta_L_self_modules_conv1_modules_6_parameters_weight_:
    name = "L_self_modules_conv1_modules_6_parameters_weight_"
    shape = [64, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_bn1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
    name = "L_self_modules_bn1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
    name = "L_self_modules_bn1_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
    name = "L_self_modules_bn1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
