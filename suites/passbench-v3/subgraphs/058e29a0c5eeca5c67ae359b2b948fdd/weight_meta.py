class Program_weight_tensor_meta_hidden_state_47:
    name = "hidden_state_47"
    shape = [1, 192, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.3138238943039607e-22
    std = 1.250055004073243e-21
    data = None
    min_val = -5.3550933725569256e-21
    max_val = 5.615309529864476e-21


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv2_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv2_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv2_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv2_modules_normalization_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv2_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_blocks_modules_2_modules_blocks_modules_1_modules_channel_conv2_modules_normalization_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_44:
    name = "hidden_state_44"
    shape = [1, 192, 28, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.58901077808138e-20
    std = 5.760010301622481e-19
    data = None
    min_val = -4.428612503045603e-18
    max_val = 4.075707061638123e-18
