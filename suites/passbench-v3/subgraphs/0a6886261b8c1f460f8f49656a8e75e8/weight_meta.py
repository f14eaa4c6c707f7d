class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 20, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.009381709815059125
    std = 0.5251769930756529
    data = None
    min_val = -1.9463948011398315
    max_val = 2.0799014568328857


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.018
    data = None


class Program_weight_tensor_meta_key_states_14:
    name = "key_states_14"
    shape = [1, 20, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0011168311095481442
    std = 0.12589207807121527
    data = None
    min_val = -0.46624159812927246
    max_val = 0.5643290281295776
