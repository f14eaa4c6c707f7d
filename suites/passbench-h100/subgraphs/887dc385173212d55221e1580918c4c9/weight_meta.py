class Program_weight_tensor_meta_hidden_states_25:
    name = "hidden_states_25"
    shape = [1, 249, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.424399801421823e-14
    std = 0.0001588280960467835
    data = None
    min_val = -0.0007434412837028503
    max_val = 0.0007217110833153129


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 249, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.491932502406919e-08
    std = 1.772834021806053e-05
    data = None
    min_val = -7.80689952080138e-05
    max_val = 8.559813431929797e-05
