class Program_weight_tensor_meta_hidden_state_83:
    name = "hidden_state_83"
    shape = [1, 384, 14, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.9999063001719325e-33
    std = 3.056868711769383e-32
    data = None
    min_val = -1.4251905098352562e-31
    max_val = 1.0798396735184747e-31


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_mean_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_var_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_weight_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_3_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
