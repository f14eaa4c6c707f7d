class Program_weight_tensor_meta_hidden_state_228:
    name = "hidden_state_228"
    shape = [1, 128, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.471072636225621e-26
    std = 4.508881877933809e-23
    data = None
    min_val = -1.6474155888255102e-22
    max_val = 1.2763277197271113e-22


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_"
    shape = [128, 128, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.323295243417613e-05
    std = 0.009981559137762596
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_csp_rep1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_230:
    name = "hidden_state_230"
    shape = [1, 128, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.8693353307844096e-25
    std = 3.2739282303479078e-24
    data = None
    min_val = -1.0957556441419397e-23
    max_val = 1.1686978255153816e-23
