class Program_weight_tensor_meta_input_17:
    name = "input_17"
    shape = [1, 13, 13, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000343751577488754
    std = 0.0005826632981878678
    data = None
    min_val = 0.0
    max_val = 0.005698626860976219


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_"
    shape = [12, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00039191314181691306
    std = 0.019865030489253227
    data = None


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
