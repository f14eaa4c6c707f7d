class Program_weight_tensor_meta_hidden_state_66:
    name = "hidden_state_66"
    shape = [1, 512, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.6308657666711255e-17
    std = 7.564005360803842e-16
    data = None
    min_val = -3.478302469658921e-15
    max_val = 2.847876599324753e-15


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_parameters_weight_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_parameters_bias_:
    name = "L_self_modules_backbone_modules_encoder_modules_stages_modules_1_modules_blocks_modules_0_modules_aggregation_modules_1_modules_normalization_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
