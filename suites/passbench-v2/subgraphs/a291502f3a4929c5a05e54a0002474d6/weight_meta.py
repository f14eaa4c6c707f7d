class Program_weight_tensor_meta_hidden_states_283:
    name = "hidden_states_283"
    shape = [1, 32, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.6766726895767192e-10
    std = 0.9094999423794404
    data = None
    min_val = -4.006299018859863
    max_val = 3.717952013015747


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.384357170988354e-06
    std = 0.004513323050784257
    data = None


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_queries_2:
    name = "queries_2"
    shape = [1, 32, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.083332126733843e-06
    std = 0.026207578647149357
    data = None
    min_val = -0.10876038670539856
    max_val = 0.10224175453186035
