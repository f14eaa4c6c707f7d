class Program_weight_tensor_meta_hidden_states_19:
    name = "hidden_states_19"
    shape = [1, 22, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0019529036938091724
    std = 0.7128904985267435
    data = None
    min_val = -2.5527520179748535
    max_val = 3.0741055011749268


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.04
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.027
    data = None


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 22, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002877330054512971
    std = 0.16734370372772392
    data = None
    min_val = -0.6148245930671692
    max_val = 0.6826345324516296
