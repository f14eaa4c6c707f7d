class Program_weight_tensor_meta_hidden_states_293:
    name = "hidden_states_293"
    shape = [1, 1029, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.9213959222513325e-11
    std = 0.9999968646121418
    data = None
    min_val = -4.335121154785156
    max_val = 4.896762371063232


class Program_weight_tensor_meta_hidden_states_295:
    name = "hidden_states_295"
    shape = [1, 1029, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.102684281498815e-05
    std = 0.011351041451720181
    data = None
    min_val = -0.04976777359843254
    max_val = 0.055445596575737


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_pixel_level_module_modules_decoder_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
