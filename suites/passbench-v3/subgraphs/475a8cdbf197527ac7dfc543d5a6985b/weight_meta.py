class Program_weight_tensor_meta_projected_group_tokens_3:
    name = "projected_group_tokens_3"
    shape = [1, 8, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.331693356912486e-10
    std = 0.048030263793952914
    data = None
    min_val = -0.2198294699192047
    max_val = 0.23249736428260803


class Program_weight_tensor_meta_attn_output_54:
    name = "attn_output_54"
    shape = [1, 8, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.2896582394433458e-06
    std = 0.00041532781788741334
    data = None
    min_val = -0.001080069225281477
    max_val = 0.001134973601438105


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
