class Program_weight_tensor_meta_hidden_states_79:
    name = "hidden_states_79"
    shape = [1, 300, 256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 8.849539313284064e-06
    std = 0.9999954352195062
    data = None
    min_val = -4.387028694152832
    max_val = 4.430401802062988


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_1_modules_encoder_attn_modules_sampling_offsets_parameters_weight_:
    name = "L_self_modules_decoder_modules_layers_modules_1_modules_encoder_attn_modules_sampling_offsets_parameters_weight_"
    shape = [64, 256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_1_modules_encoder_attn_modules_sampling_offsets_parameters_bias_:
    name = "L_self_modules_decoder_modules_layers_modules_1_modules_encoder_attn_modules_sampling_offsets_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 2.39
    data = None
