class Program_weight_tensor_meta_x_83:
    name = "x_83"
    shape = [1, 216, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 8.816693874174865e-05
    std = 0.00013982305614328484
    data = None
    min_val = 0.0
    max_val = 0.0016192857874557376


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_"
    shape = [576, 216, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_92:
    name = "x_92"
    shape = [1, 576, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
