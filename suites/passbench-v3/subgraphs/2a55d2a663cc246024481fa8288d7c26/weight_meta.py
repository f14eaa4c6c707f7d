class Program_weight_tensor_meta_fused_feature_map_3:
    name = "fused_feature_map_3"
    shape = [1, 512, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.868874549441163e-28
    std = 1.2972422793388176e-25
    data = None
    min_val = -1.0490051436575553e-24
    max_val = 9.00365901135936e-25


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_conv_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_conv_parameters_weight_"
    shape = [256, 512, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0778367694638216e-06
    std = 0.010012578255132683
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0003338691291645546
    std = 0.009948740733944842
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_pan_blocks_modules_1_modules_conv2_modules_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_18:
    name = "input_18"
    shape = [1, 256, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.4396107507824732e-43
    std = 4.129925171341699e-42
    data = None
    min_val = -3.032690136491769e-41
    max_val = 3.29361191054905e-41
