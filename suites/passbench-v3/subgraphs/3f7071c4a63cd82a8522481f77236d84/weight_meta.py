class Program_weight_tensor_meta_hidden_state_317:
    name = "hidden_state_317"
    shape = [1, 256, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.29550843197213e-23
    std = 1.9147354617613244e-22
    data = None
    min_val = -1.087947483124844e-21
    max_val = 1.1261923685777215e-21


class Program_weight_tensor_meta_L_self_modules_encoder_modules_downsample_convs_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_downsample_convs_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_downsample_convs_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_downsample_convs_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_downsample_convs_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_downsample_convs_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_downsample_convs_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_downsample_convs_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_272:
    name = "hidden_state_272"
    shape = [1, 256, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0267410478267514e-26
    std = 1.9095651761398998e-24
    data = None
    min_val = -5.9418545604316316e-24
    max_val = 6.716044624967796e-24
