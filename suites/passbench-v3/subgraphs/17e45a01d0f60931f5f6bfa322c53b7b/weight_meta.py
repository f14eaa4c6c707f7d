class Program_weight_tensor_meta_hidden_state_250:
    name = "hidden_state_250"
    shape = [1, 256, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.418944209860883e-26
    std = 5.2270100699611955e-24
    data = None
    min_val = -2.2788886775897796e-23
    max_val = 2.1433071538094443e-23


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00012768081577974044
    std = 0.009336801161580009
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_fpn_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_249:
    name = "hidden_state_249"
    shape = [1, 256, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.3321246684287654e-27
    std = 3.073003701571675e-26
    data = None
    min_val = -2.0597330798643635e-25
    max_val = 1.791252898938543e-25
