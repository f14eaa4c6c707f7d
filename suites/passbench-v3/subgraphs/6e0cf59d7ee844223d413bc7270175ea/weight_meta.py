class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 22, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002230502709601981
    std = 0.37780332277348083
    data = None
    min_val = -1.386279582977295
    max_val = 1.5181353092193604


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.016
    data = None


class Program_weight_tensor_meta_key_states_14:
    name = "key_states_14"
    shape = [1, 22, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004432508996377361
    std = 0.11941236952129669
    data = None
    min_val = -0.4401126801967621
    max_val = 0.535815954208374
