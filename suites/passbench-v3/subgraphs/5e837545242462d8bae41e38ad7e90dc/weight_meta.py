class Program_weight_tensor_meta_attention_scores_12:
    name = "attention_scores_12"
    shape = [16, 6, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.2054562860432263e-05
    std = 0.01761762447102291
    data = None
    min_val = -0.09190618991851807
    max_val = 0.08093272149562836


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [49, 49]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 168


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_"
    shape = [169, 6]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
