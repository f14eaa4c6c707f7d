class Program_weight_tensor_meta_hidden_state_279:
    name = "hidden_state_279"
    shape = [1, 256, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.2770626703382102e-42
    std = 1.6310994461898834e-40
    data = None
    min_val = -5.413300045594628e-40
    max_val = 6.433347236730592e-40


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008846145191832022
    std = 0.009707338097252929
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_0_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_278:
    name = "hidden_state_278"
    shape = [1, 256, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.585391179048807e-44
    std = 9.581932630173763e-43
    data = None
    min_val = -7.016301410874359e-42
    max_val = 7.771601283145435e-42
