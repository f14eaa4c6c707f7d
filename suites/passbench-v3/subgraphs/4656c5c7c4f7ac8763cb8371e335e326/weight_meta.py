class Program_weight_tensor_meta_L_encoder_hidden_states_:
    name = "L_encoder_hidden_states_"
    shape = [1, 13, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_10:
    name = "key_states_10"
    shape = [1, 13, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00014205701120099197
    std = 0.018152284867846546
    data = None
    min_val = -0.07307013869285583
    max_val = 0.06789221614599228
