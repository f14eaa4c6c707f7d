class Program_weight_tensor_meta_input_14:
    name = "input_14"
    shape = [1, 13, 13, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00031334171985161996
    std = 0.0005537812839407126
    data = None
    min_val = 0.0
    max_val = 0.00787714496254921


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_"
    shape = [12, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.1559778308199995e-05
    std = 0.02022323802189791
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [49, 49]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 168
