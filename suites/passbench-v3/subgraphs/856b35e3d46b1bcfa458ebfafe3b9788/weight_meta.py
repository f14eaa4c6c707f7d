class Program_weight_tensor_meta_hidden_state_311:
    name = "hidden_state_311"
    shape = [1, 128, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.657865650028881e-24
    std = 2.0348570825123613e-22
    data = None
    min_val = -6.7136632116671145e-22
    max_val = 8.577214697837423e-22


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.2772665653033866e-05
    std = 0.009983660763448327
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep2_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_313:
    name = "hidden_state_313"
    shape = [1, 128, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.041223113312919e-25
    std = 1.3729516739572297e-23
    data = None
    min_val = -4.862383056411807e-23
    max_val = 4.982764492725982e-23
