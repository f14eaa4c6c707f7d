class Program_weight_tensor_meta_input_2:
    name = "input_2"
    shape = [1, 15, 15, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00031826516743724287
    std = 0.0005578120382575783
    data = None
    min_val = 0.0
    max_val = 0.008202473632991314


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_"
    shape = [6, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000147594875286187
    std = 0.02003999346759513
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_self_buffers_relative_position_index_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_self_buffers_relative_position_index_"
    shape = [64, 64]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 224
