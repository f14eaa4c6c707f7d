class Program_weight_tensor_meta_x_14:
    name = "x_14"
    shape = [1, 24, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.013215545122748678
    std = 0.010232188239947038
    data = None
    min_val = 0.0
    max_val = 0.08691104501485825


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_"
    shape = [56, 24, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.004
    std = 0.193
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    shape = [56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_22:
    name = "x_22"
    shape = [1, 56, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
