class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_69:
    name = "hidden_state_69"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.986877063665485e-19
    std = 4.6149541801898945e-17
    data = None
    min_val = -1.6366604864397066e-16
    max_val = 1.5945110681931486e-16
