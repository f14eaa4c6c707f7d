class Program_weight_tensor_meta_hidden_state_409:
    name = "hidden_state_409"
    shape = [1, 128, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.378182519634822e-26
    std = 4.315946815684232e-25
    data = None
    min_val = -1.245183313695282e-24
    max_val = 1.2600236608671392e-24


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_408:
    name = "hidden_state_408"
    shape = [1, 128, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.305071982526025e-26
    std = 1.0885948721108343e-24
    data = None
    min_val = -3.323297838727427e-24
    max_val = 3.544435271983507e-24
