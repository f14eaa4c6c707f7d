class Program_weight_tensor_meta_hidden_states_311:
    name = "hidden_states_311"
    shape = [1, 32, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.128646172307242e-10
    std = 0.9656374998991497
    data = None
    min_val = -3.6828503608703613
    max_val = 4.1970415115356445


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.3999111543315682e-06
    std = 0.004506499401692335
    data = None


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_queries_10:
    name = "queries_10"
    shape = [1, 32, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00030071199439163365
    std = 0.027814427634780464
    data = None
    min_val = -0.12538005411624908
    max_val = 0.11099570244550705


class Program_weight_tensor_meta_keys_10:
    name = "keys_10"
    shape = [1, 32, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0006040999173275718
    std = 0.027754905993265706
    data = None
    min_val = -0.1240372583270073
    max_val = 0.12576818466186523
