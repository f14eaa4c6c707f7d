class Program_weight_tensor_meta_attention_scores_102:
    name = "attention_scores_102"
    shape = [1, 32, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.232557790581004e-06
    std = 0.03176717195967527
    data = None
    min_val = -0.41199731826782227
    max_val = 0.450350284576416


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [144, 144]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 528


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_"
    shape = [529, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_attn_mask_23:
    name = "attn_mask_23"
    shape = [1, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = -75.0
    std = 43.30231433554753
    data = None
    min_val = -100.0
    max_val = 0.0
