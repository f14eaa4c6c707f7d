class Program_weight_tensor_meta_hidden_states_245:
    name = "hidden_states_245"
    shape = [1, 100, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_states_246:
    name = "hidden_states_246"
    shape = [1, 100, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.792913248081732e-06
    std = 0.00014824947241902557
    data = None
    min_val = -0.0003566050436347723
    max_val = 0.0004955484764650464


class Program_weight_tensor_meta_L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
