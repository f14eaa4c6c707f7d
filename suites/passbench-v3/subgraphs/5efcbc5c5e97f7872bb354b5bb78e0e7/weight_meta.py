class Program_weight_tensor_meta_x_23:
    name = "x_23"
    shape = [1, 72, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -7.016152955727648e-07
    std = 5.949044087669914e-06
    data = None
    min_val = -3.379561167093925e-05
    max_val = 3.826191823463887e-05


class Program_weight_tensor_meta_L_self_modules_s1_modules_b2_modules_conv3_modules_bn_buffers_running_mean_:
    name = "L_self_modules_s1_modules_b2_modules_conv3_modules_bn_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b2_modules_conv3_modules_bn_buffers_running_var_:
    name = "L_self_modules_s1_modules_b2_modules_conv3_modules_bn_buffers_running_var_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_s1_modules_b2_modules_conv3_modules_bn_parameters_weight_:
    name = "L_self_modules_s1_modules_b2_modules_conv3_modules_bn_parameters_weight_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_s1_modules_b2_modules_conv3_modules_bn_parameters_bias_:
    name = "L_self_modules_s1_modules_b2_modules_conv3_modules_bn_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_15:
    name = "x_15"
    shape = [1, 72, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000598668052244313
    std = 0.0012774865555452233
    data = None
    min_val = 0.0
    max_val = 0.012884353287518024
