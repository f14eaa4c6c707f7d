class Program_weight_tensor_meta_attention_scores_21:
    name = "attention_scores_21"
    shape = [4, 16, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.1320689080942105e-06
    std = 0.016084514671374773
    data = None
    min_val = -0.24322956800460815
    max_val = 0.22287654876708984


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [144, 144]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 528


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_"
    shape = [529, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
