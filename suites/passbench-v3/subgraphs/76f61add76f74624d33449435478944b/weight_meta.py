class Program_weight_tensor_meta_x_26:
    name = "x_26"
    shape = [1, 72, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.000598668052244313
    std = 0.0012774865555452233
    data = None
    min_val = 0.0
    max_val = 0.012884353287518024


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_conv_parameters_weight_"
    shape = [216, 72, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.098
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [216]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [216]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    shape = [216]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s2_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [216]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_35:
    name = "x_35"
    shape = [1, 216, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
