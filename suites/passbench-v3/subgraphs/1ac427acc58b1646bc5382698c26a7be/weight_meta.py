class Program_weight_tensor_meta_x_3:
    name = "x_3"
    shape = [1, 80, 112, 112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0005663455463000825
    std = 0.0032277842041890715
    data = None
    min_val = -0.013494121842086315
    max_val = 0.015011046081781387


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_"
    shape = [80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_:
    name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_"
    shape = [80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_:
    name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_"
    shape = [80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_:
    name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_"
    shape = [80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
