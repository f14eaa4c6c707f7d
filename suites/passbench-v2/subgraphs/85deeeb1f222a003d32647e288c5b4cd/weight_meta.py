class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 15, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.22913312871241942
    std = 0.13533542371447674
    data = None
    min_val = -0.2172020971775055
    max_val = 0.7127237319946289


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 15, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00011182828776933699
    std = 0.01608045239096027
    data = None
    min_val = -0.05460216477513313
    max_val = 0.05332966148853302


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
