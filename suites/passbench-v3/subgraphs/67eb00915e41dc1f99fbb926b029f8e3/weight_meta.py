class Program_weight_tensor_meta_hidden_state_236:
    name = "hidden_state_236"
    shape = [1, 128, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.4950909017218693e-28
    std = 3.813383013589168e-26
    data = None
    min_val = -1.4051005554522e-25
    max_val = 1.6756028087452317e-25


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_235:
    name = "hidden_state_235"
    shape = [1, 128, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.8341666446300764e-26
    std = 1.2055099341671052e-25
    data = None
    min_val = -4.301717187700003e-25
    max_val = 3.968031489981844e-25
