class Program_weight_tensor_meta_hidden_state_21:
    name = "hidden_state_21"
    shape = [1, 192, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.439117430394988e-11
    std = 1.6609343064116884e-09
    data = None
    min_val = -7.542941382610024e-09
    max_val = 7.630407417025253e-09


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_0_modules_blocks_modules_0_modules_channel_conv1_modules_normalization_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
