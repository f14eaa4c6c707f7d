class Program_weight_tensor_meta_hidden_state_289:
    name = "hidden_state_289"
    shape = [1, 256, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.3768692575339926e-31
    std = 5.314829619095742e-30
    data = None
    min_val = -3.248954741921339e-29
    max_val = 2.9658668132941663e-29


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_conv_parameters_weight_"
    shape = [256, 256, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.664003186772146e-05
    std = 0.010025680931461415
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002647953025052274
    std = 0.009065340144619113
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_bottlenecks_modules_0_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_291:
    name = "hidden_state_291"
    shape = [1, 256, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.2558966223614914e-34
    std = 9.020298942109717e-34
    data = None
    min_val = -5.9750216221823636e-33
    max_val = 5.119960419238508e-33
