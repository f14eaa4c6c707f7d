class Program_weight_tensor_meta_hidden_state_45:
    name = "hidden_state_45"
    shape = [1, 384, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.5979334083145595e-21
    std = 3.271346445037285e-20
    data = None
    min_val = -1.2700275216137178e-19
    max_val = 1.4362764783231274e-19


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_buffers_running_mean_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_buffers_running_var_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv1_modules_normalization_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
