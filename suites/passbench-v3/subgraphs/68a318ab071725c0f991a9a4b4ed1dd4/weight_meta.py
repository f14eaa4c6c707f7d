class Program_weight_tensor_meta_hidden_state_363:
    name = "hidden_state_363"
    shape = [1, 256, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.099389010637857e-31
    std = 1.351966902405982e-29
    data = None
    min_val = -5.309759967726443e-29
    max_val = 1.1856875757942e-28


class Program_weight_tensor_meta_L_self_modules_encoder_modules_downsample_convs_modules_1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_downsample_convs_modules_1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_downsample_convs_modules_1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_downsample_convs_modules_1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_downsample_convs_modules_1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_downsample_convs_modules_1_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_downsample_convs_modules_1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_downsample_convs_modules_1_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_228:
    name = "hidden_state_228"
    shape = [1, 256, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.702735403641367e-21
    std = 6.88664661659994e-20
    data = None
    min_val = -2.1044339445583083e-19
    max_val = 2.3133235448569437e-19
