class Program_weight_tensor_meta_hidden_state_300:
    name = "hidden_state_300"
    shape = [1, 256, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.1912888854003022e-41
    std = 1.4260761365666381e-39
    data = None
    min_val = -5.198038180698907e-39
    max_val = 5.332929973471742e-39


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0007506226322959719
    std = 0.010394631418051217
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_2_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_299:
    name = "hidden_state_299"
    shape = [1, 256, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.6970203051125854e-43
    std = 7.454043593889366e-42
    data = None
    min_val = -5.663067483875883e-41
    max_val = 6.017736125196494e-41
