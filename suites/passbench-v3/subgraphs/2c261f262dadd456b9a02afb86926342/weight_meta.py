class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 36, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.005243447261796892
    std = 0.4441729122300929
    data = None
    min_val = -1.7574896812438965
    max_val = 1.8615435361862183


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.061
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.056
    data = None


class Program_weight_tensor_meta_key_states_14:
    name = "key_states_14"
    shape = [1, 36, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0027025099713379555
    std = 0.16495760141000904
    data = None
    min_val = -0.6110253930091858
    max_val = 0.6293621063232422
