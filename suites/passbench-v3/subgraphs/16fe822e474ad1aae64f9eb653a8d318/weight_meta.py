class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 38, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0010035060958330832
    std = 0.46190327685855903
    data = None
    min_val = -1.8393672704696655
    max_val = 1.7702884674072266


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.02
    data = None


class Program_weight_tensor_meta_key_states_14:
    name = "key_states_14"
    shape = [1, 38, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0012708679481587943
    std = 0.11890419550069008
    data = None
    min_val = -0.47981154918670654
    max_val = 0.4247646927833557
