class Program_weight_tensor_meta_hidden_state_291:
    name = "hidden_state_291"
    shape = [1, 128, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.3304880264040907e-21
    std = 2.2505816789083305e-20
    data = None
    min_val = -8.94707114117882e-20
    max_val = 9.41958772634208e-20


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.2972220877479077e-05
    std = 0.009953045778616677
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_csp_rep1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_293:
    name = "hidden_state_293"
    shape = [1, 128, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.7543026687492217e-22
    std = 1.6061493385545076e-21
    data = None
    min_val = -5.733009495433173e-21
    max_val = 5.3958433268350994e-21
