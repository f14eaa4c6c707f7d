class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 3136, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.402059523081897e-06
    std = 0.0001572337242986645
    data = None
    min_val = -0.0003586617822293192
    max_val = 0.00032249410287477076


class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 3136, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.293976116056251e-07
    std = 0.9834406039335829
    data = None
    min_val = -4.2319254875183105
    max_val = 4.136674404144287


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_layer_norm_2_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_layer_norm_2_parameters_weight_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_0_modules_layer_norm_2_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_0_modules_layer_norm_2_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
