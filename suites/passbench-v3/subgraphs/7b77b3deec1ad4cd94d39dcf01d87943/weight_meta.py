class Program_weight_tensor_meta_hidden_state_431:
    name = "hidden_state_431"
    shape = [1, 128, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.535418363920345e-28
    std = 6.879011699291836e-27
    data = None
    min_val = -2.6867126399118284e-26
    max_val = 3.1022300224462323e-26


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00012877869062991737
    std = 0.009976913465096627
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_433:
    name = "hidden_state_433"
    shape = [1, 128, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.2300543482303231e-29
    std = 4.356638573720225e-28
    data = None
    min_val = -1.3730125981301655e-27
    max_val = 1.6331050074807896e-27
