class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 576, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0015969446765844862
    std = 0.9010954232493075
    data = None
    min_val = -4.25937557220459
    max_val = 3.7667219638824463


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.045
    data = None


class Program_weight_tensor_meta_queries_2:
    name = "queries_2"
    shape = [1, 576, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.02702377359794073
    std = 0.265411193169342
    data = None
    min_val = -1.1916505098342896
    max_val = 1.0078167915344238


class Program_weight_tensor_meta_keys_2:
    name = "keys_2"
    shape = [1, 576, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.016324889841044608
    std = 0.18294224414214694
    data = None
    min_val = -0.7867856025695801
    max_val = 0.8189600706100464
