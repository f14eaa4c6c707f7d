class Program_weight_tensor_meta_hidden_state_411:
    name = "hidden_state_411"
    shape = [1, 128, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.8416237528879693e-26
    std = 6.008889196570358e-25
    data = None
    min_val = -1.8783996943410858e-24
    max_val = 1.9571297876191795e-24


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.396294754075225e-05
    std = 0.009940889989159901
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_413:
    name = "hidden_state_413"
    shape = [1, 128, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.95937423661064e-27
    std = 3.762244767693086e-26
    data = None
    min_val = -1.196693611573157e-25
    max_val = 1.3670529311767756e-25
