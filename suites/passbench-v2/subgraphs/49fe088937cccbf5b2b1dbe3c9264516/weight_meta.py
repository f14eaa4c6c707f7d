class Program_weight_tensor_meta_input_5:
    name = "input_5"
    shape = [1, 13, 13, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0003132248602244312
    std = 0.0005515199737013818
    data = None
    min_val = 0.0
    max_val = 0.006656188517808914


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_"
    shape = [3, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00015562951407706768
    std = 0.019819075381570694
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [49, 49]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 168
