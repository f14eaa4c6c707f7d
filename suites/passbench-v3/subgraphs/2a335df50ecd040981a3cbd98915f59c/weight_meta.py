class Program_weight_tensor_meta_hidden_states_87:
    name = "hidden_states_87"
    shape = [2, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.005575105458758246
    std = 1.309440941196961
    data = None
    min_val = -4.573691368103027
    max_val = 5.134195327758789


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.049
    data = None


class Program_weight_tensor_meta_queries_24:
    name = "queries_24"
    shape = [2, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.009339441612339561
    std = 0.2494653227479386
    data = None
    min_val = -1.0266417264938354
    max_val = 0.9590930938720703
