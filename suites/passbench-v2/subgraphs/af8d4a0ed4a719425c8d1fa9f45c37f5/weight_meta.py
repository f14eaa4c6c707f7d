class Program_weight_tensor_meta_hidden_state_93:
    name = "hidden_state_93"
    shape = [1, 768, 14, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.357590441679027e-39
    std = 5.665181562877717e-37
    data = None
    min_val = -2.6303183807447353e-36
    max_val = 2.6252342457084106e-36


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_buffers_running_mean_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_buffers_running_var_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
