class Program_weight_tensor_meta_hidden_states_112:
    name = "hidden_states_112"
    shape = [1, 77, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.3710647393751273e-09
    std = 0.9290425607997699
    data = None
    min_val = -3.621506929397583
    max_val = 3.7623848915100098


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.8889141526287016e-05
    std = 0.012726185495611686
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
