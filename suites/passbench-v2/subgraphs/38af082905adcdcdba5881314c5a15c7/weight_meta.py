class Program_weight_tensor_meta_out_12:
    name = "out_12"
    shape = [1, 256, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.4565427591297607e-06
    std = 5.073622723417846e-05
    data = None
    min_val = -0.000201914255740121
    max_val = 0.00025633416953496635


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_out_7:
    name = "out_7"
    shape = [1, 256, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.001022715742024384
    std = 0.0016270467367546313
    data = None
    min_val = 0.0
    max_val = 0.010683205910027027
