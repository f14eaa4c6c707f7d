class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 35, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000421949515240172
    std = 0.3166483883849436
    data = None
    min_val = -1.2946255207061768
    max_val = 1.3042433261871338


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001
    std = 0.051
    data = None


class Program_weight_tensor_meta_key_states_14:
    name = "key_states_14"
    shape = [1, 35, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0012616700959532474
    std = 0.11751329399606283
    data = None
    min_val = -0.5623570680618286
    max_val = 0.4589041769504547
