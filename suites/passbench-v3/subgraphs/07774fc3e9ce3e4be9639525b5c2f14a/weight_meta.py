class Program_weight_tensor_meta_hidden_state_44:
    name = "hidden_state_44"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.0565349864270428e-14
    std = 5.351439220267519e-14
    data = None
    min_val = -1.6800177514344344e-13
    max_val = 1.8446534447505436e-13


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_0_modules_normalization_buffers_running_mean_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_0_modules_normalization_buffers_running_var_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_0_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_0_modules_normalization_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_0_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_layers_modules_0_modules_normalization_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
