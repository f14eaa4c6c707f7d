class Program_weight_tensor_meta_attention_scores_21:
    name = "attention_scores_21"
    shape = [4, 12, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.8683684712234404e-05
    std = 0.03458273254567772
    data = None
    min_val = -0.19399406015872955
    max_val = 0.16010454297065735


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [49, 49]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 168


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_"
    shape = [169, 12]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
