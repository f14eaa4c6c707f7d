class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 2500, 256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 2500, 256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
