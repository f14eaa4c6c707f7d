class Program_weight_tensor_meta_hidden_states_65:
    name = "hidden_states_65"
    shape = [1, 64, 2, 2]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00030734488672123916
    std = 0.059452847165549244
    data = None
    min_val = -0.17368553578853607
    max_val = 0.18787509202957153


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_attention_modules_self_modules_layer_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
