class Program_weight_tensor_meta_hidden_state_238:
    name = "hidden_state_238"
    shape = [1, 128, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.046079306247944e-27
    std = 6.265121483822436e-26
    data = None
    min_val = -2.1237769989737643e-25
    max_val = 2.116003267790877e-25


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.029544276235592e-05
    std = 0.010135067744434624
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_240:
    name = "hidden_state_240"
    shape = [1, 128, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.070131162798379e-29
    std = 4.216917693678404e-27
    data = None
    min_val = -1.3489781865007783e-26
    max_val = 1.320267963633809e-26
