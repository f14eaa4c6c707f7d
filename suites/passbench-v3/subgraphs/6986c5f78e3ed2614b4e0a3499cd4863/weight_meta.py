class Program_weight_tensor_meta_x_11:
    name = "x_11"
    shape = [1, 24, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.012393107344114916
    std = 0.011543207085949539
    data = None
    min_val = -0.02824830263853073
    max_val = 0.08691148459911346


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [24]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [24]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    shape = [24]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [24]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_10:
    name = "x_10"
    shape = [1, 24, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
