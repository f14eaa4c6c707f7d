class Program_weight_tensor_meta_input_10:
    name = "input_10"
    shape = [1, 256, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.42445433753142e-28
    std = 1.642831793276741e-26
    data = None
    min_val = -1.0295743532484589e-25
    max_val = 9.16986707370877e-26


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.284892116571866e-05
    std = 0.009950957094005498
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0006044312314372746
    std = 0.010491987808203507
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_1_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_253:
    name = "hidden_state_253"
    shape = [1, 256, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.923685102618861e-32
    std = 3.633886190480768e-30
    data = None
    min_val = -2.636518950182474e-29
    max_val = 2.294874776692253e-29
