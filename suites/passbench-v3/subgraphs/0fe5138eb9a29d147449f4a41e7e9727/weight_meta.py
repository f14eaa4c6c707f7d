class Program_weight_tensor_meta_hidden_states_21:
    name = "hidden_states_21"
    shape = [1, 576, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.004489534992374848
    std = 1.246105348728446
    data = None
    min_val = -5.435504913330078
    max_val = 5.56608247756958


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.054
    data = None


class Program_weight_tensor_meta_queries_6:
    name = "queries_6"
    shape = [1, 576, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.06818271286705348
    std = 0.22099872463672274
    data = None
    min_val = -0.7861264944076538
    max_val = 0.9184171557426453


class Program_weight_tensor_meta_keys_6:
    name = "keys_6"
    shape = [1, 576, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.03506195726096868
    std = 0.19938884078254543
    data = None
    min_val = -0.7201085686683655
    max_val = 1.0116539001464844
