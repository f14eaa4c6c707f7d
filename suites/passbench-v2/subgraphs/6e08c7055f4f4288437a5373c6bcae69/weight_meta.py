class Program_weight_tensor_meta_layer_norm_25:
    name = "layer_norm_25"
    shape = [1, 49, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.1438061744916105e-09
    std = 1.0000393104149825
    data = None
    min_val = -3.447676420211792
    max_val = 4.0614495277404785


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_value_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.965396584940326e-05
    std = 0.020027786083362017
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_value_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_6:
    name = "key_layer_6"
    shape = [1, 8, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00017450931388376207
    std = 0.06482849991323623
    data = None
    min_val = -0.2824914753437042
    max_val = 0.24384349584579468
