class Program_weight_tensor_meta_L_encoder_hidden_states_:
    name = "L_encoder_hidden_states_"
    shape = [1, 22, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 1.001
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [16, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 22, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00013632035804469277
    std = 0.003757191215869676
    data = None
    min_val = -0.013330226764082909
    max_val = 0.011234334670007229
