class Program_weight_tensor_meta_projected_group_tokens_1:
    name = "projected_group_tokens_1"
    shape = [1, 64, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.5013169945420754e-12
    std = 0.2149633738988559
    data = None
    min_val = -1.4792723655700684
    max_val = 1.6347659826278687


class Program_weight_tensor_meta_attn_output_34:
    name = "attn_output_34"
    shape = [1, 64, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.753526946979278e-05
    std = 0.0005707138964353144
    data = None
    min_val = -0.0018375497311353683
    max_val = 0.0016722814179956913


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
