class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 32, 112, 112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006761779459896123
    std = 0.014455963060876738
    data = None
    min_val = 0.0
    max_val = 0.13342100381851196


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_conv_parameters_weight_"
    shape = [72, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.16
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_11:
    name = "x_11"
    shape = [1, 72, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
