class Program_weight_tensor_meta_attention_scores_48:
    name = "attention_scores_48"
    shape = [1, 24, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0003174288316450459
    std = 0.06902042260394449
    data = None
    min_val = -0.28631964325904846
    max_val = 0.352243572473526


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [49, 49]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 168


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_"
    shape = [169, 24]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_attn_mask_11:
    name = "attn_mask_11"
    shape = [1, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -73.9691795085381
    std = 43.8894146277685
    data = None
    min_val = -100.0
    max_val = 0.0
