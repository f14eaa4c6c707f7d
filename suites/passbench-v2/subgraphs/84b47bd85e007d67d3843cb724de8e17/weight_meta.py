class Program_weight_tensor_meta_hidden_state_35:
    name = "hidden_state_35"
    shape = [1, 192, 28, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.3091609796236743e-16
    std = 2.777618036549234e-15
    data = None
    min_val = -1.0861990526586564e-14
    max_val = 1.382245538053507e-14


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_weight_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
