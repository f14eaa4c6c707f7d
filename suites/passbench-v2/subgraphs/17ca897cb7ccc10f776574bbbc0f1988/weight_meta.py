class Program_weight_tensor_meta_x_3:
    name = "x_3"
    shape = [1, 72, 112, 112]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0010222722040839224
    std = 0.002979000118683135
    data = None
    min_val = -0.018475499004125595
    max_val = 0.012494836933910847


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_mean_"
    shape = [72]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_var_:
    name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_var_"
    shape = [72]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_weight_"
    shape = [72]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_bias_:
    name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_bias_"
    shape = [72]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
