class Program_weight_tensor_meta_hidden_state_226:
    name = "hidden_state_226"
    shape = [1, 256, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.328556205262257e-28
    std = 8.072051710334703e-27
    data = None
    min_val = -6.016806675575105e-26
    max_val = 4.615830999840596e-26


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.312798285316383e-05
    std = 0.010020813035312102
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0008562982809507957
    std = 0.009939295078328754
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_0_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_228:
    name = "hidden_state_228"
    shape = [1, 256, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.197354623807655e-32
    std = 1.6293260869160335e-30
    data = None
    min_val = -8.162704994482879e-30
    max_val = 1.2054082558303746e-29
