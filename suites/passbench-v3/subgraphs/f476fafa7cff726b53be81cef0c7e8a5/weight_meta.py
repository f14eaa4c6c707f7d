class Program_weight_tensor_meta_input_7:
    name = "input_7"
    shape = [1, 256, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.964924848054938e-33
    std = 8.673847074442326e-31
    data = None
    min_val = -4.92873947943848e-30
    max_val = 5.966187911440313e-30


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.255913896605214e-05
    std = 0.010038217988899022
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0007274970077979503
    std = 0.00965192280489545
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_232:
    name = "hidden_state_232"
    shape = [1, 256, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.6806778481097363e-36
    std = 1.5884432602692343e-34
    data = None
    min_val = -1.111443408520408e-33
    max_val = 1.0420667421253344e-33
