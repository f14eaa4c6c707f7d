class Program_weight_tensor_meta_x_104:
    name = "x_104"
    shape = [1, 576, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -6.073036397214882e-09
    std = 1.242710859856452e-07
    data = None
    min_val = -6.758752419955272e-07
    max_val = 5.580741344601847e-07


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_buffers_running_var_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_weight_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s3_modules_b2_modules_conv3_modules_bn_parameters_bias_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_96:
    name = "x_96"
    shape = [1, 576, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.099310085494475e-05
    std = 1.7064493565539423e-05
    data = None
    min_val = 0.0
    max_val = 0.00020273217523936182
