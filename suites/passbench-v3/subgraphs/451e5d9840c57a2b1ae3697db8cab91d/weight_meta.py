class Program_weight_tensor_meta_L_encoder_hidden_states_:
    name = "L_encoder_hidden_states_"
    shape = [1, 15, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_7_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_7_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_30:
    name = "key_states_30"
    shape = [1, 15, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000190621302836765
    std = 0.025275367259624607
    data = None
    min_val = -0.09281880408525467
    max_val = 0.10586856305599213


class Program_weight_tensor_meta_encoder_attention_mask:
    name = "encoder_attention_mask"
    shape = [1, 1, 15, 15]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
