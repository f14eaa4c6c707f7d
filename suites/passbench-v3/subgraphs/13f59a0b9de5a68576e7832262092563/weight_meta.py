class Program_weight_tensor_meta_L_encoder_hidden_states_:
    name = "L_encoder_hidden_states_"
    shape = [1, 15, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 15, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00020755692130478565
    std = 0.02537871520925274
    data = None
    min_val = -0.10074946284294128
    max_val = 0.10225971043109894
