class Program_weight_tensor_meta_x_77:
    name = "x_77"
    shape = [1, 368, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.6126927119040486e-06
    std = 6.55725058957373e-05
    data = None
    min_val = -0.0002996611292473972
    max_val = 0.00026320593315176666


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [368]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s4_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [368]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = "L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    shape = [368]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s4_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [368]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_76:
    name = "x_76"
    shape = [1, 368, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
