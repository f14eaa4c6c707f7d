class Program_weight_tensor_meta_hidden_states_122:
    name = "hidden_states_122"
    shape = [2, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00714074322661147
    std = 1.219295531018343
    data = None
    min_val = -4.933843612670898
    max_val = 4.377053737640381


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.039
    data = None


class Program_weight_tensor_meta_queries_34:
    name = "queries_34"
    shape = [2, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.026411753321164206
    std = 0.2401199997273874
    data = None
    min_val = -0.8848754167556763
    max_val = 1.03908109664917


class Program_weight_tensor_meta_keys_34:
    name = "keys_34"
    shape = [2, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.04495447776961165
    std = 0.18235524584455665
    data = None
    min_val = -0.595380961894989
    max_val = 0.7712315320968628
