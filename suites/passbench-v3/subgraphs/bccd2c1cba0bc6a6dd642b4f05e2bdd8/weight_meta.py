class Program_weight_tensor_meta_attention_scores_3:
    name = "attention_scores_3"
    shape = [25, 4, 144, 144]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.2617688863043945e-06
    std = 0.010160911144271157
    data = None
    min_val = -0.06350283324718475
    max_val = 0.06363219022750854


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [144, 144]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 528


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_"
    shape = [529, 4]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
