class Program_weight_tensor_meta_input_8:
    name = "input_8"
    shape = [1, 13, 13, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00031899406418736806
    std = 0.0005518221612987427
    data = None
    min_val = 0.0
    max_val = 0.0077955755405128


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_"
    shape = [6, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.562499340242074e-06
    std = 0.019785542817571933
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [49, 49]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 168
