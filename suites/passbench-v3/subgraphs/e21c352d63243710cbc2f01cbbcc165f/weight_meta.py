class Program_weight_tensor_meta_x_26:
    name = "x_26"
    shape = [1, 56, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.002061781701918553
    std = 0.0020686204387134035
    data = None
    min_val = 0.0
    max_val = 0.011994803324341774


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_conv_parameters_weight_"
    shape = [152, 56, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.001
    std = 0.113
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
    shape = [152]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
    shape = [152]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_weight_"
    shape = [152]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b1_modules_downsample_modules_bn_parameters_bias_"
    shape = [152]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_34:
    name = "x_34"
    shape = [1, 152, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
