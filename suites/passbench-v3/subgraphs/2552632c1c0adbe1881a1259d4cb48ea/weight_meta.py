class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 20, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0006241112123465342
    std = 0.881945607548504
    data = None
    min_val = -3.1695947647094727
    max_val = 3.3724277019500732


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 20, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0002194299164671065
    std = 0.17873050680478636
    data = None
    min_val = -0.7208535671234131
    max_val = 0.721335232257843


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 20, 20]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
