class Program_weight_tensor_meta_hidden_states_28:
    name = "hidden_states_28"
    shape = [1, 35, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.003929358990048927
    std = 0.7190092717977772
    data = None
    min_val = -2.8996033668518066
    max_val = 2.9461863040924072


class Program_weight_tensor_meta_hidden_states_29:
    name = "hidden_states_29"
    shape = [1, 35, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0011586144376646448
    std = 0.008317612518357309
    data = None
    min_val = -0.024926412850618362
    max_val = 0.02864539995789528


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.104
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.003
    std = 0.252
    data = None
