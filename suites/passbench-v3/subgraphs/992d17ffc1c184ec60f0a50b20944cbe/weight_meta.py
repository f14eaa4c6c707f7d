class Program_weight_tensor_meta_hidden_state_289:
    name = "hidden_state_289"
    shape = [1, 128, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.0552055908629893e-21
    std = 1.4847424519036583e-20
    data = None
    min_val = -6.320739092110572e-20
    max_val = 7.053668936211717e-20


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_288:
    name = "hidden_state_288"
    shape = [1, 128, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.6057758093046756e-21
    std = 4.2423796261073037e-20
    data = None
    min_val = -1.594179570392789e-19
    max_val = 1.6299106709277828e-19
