class Program_weight_tensor_meta_input_32:
    name = "input_32"
    shape = [1, 13, 13, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00032438753283169644
    std = 0.0005459623478815228
    data = None
    min_val = 0.0
    max_val = 0.006593017838895321


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_"
    shape = [24, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00011603451924494894
    std = 0.01995402579881119
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [49, 49]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 168
