class Program_weight_tensor_meta_hidden_states_65:
    name = "hidden_states_65"
    shape = [1, 300, 256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 8.85025117781879e-06
    std = 0.7828521990247513
    data = None
    min_val = -3.4708034992218018
    max_val = 3.395402431488037


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_attention_weights_parameters_weight_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_attention_weights_parameters_weight_"
    shape = [32, 256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_attention_weights_parameters_bias_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_attention_weights_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
