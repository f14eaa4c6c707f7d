class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 13, 512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.26780567881919876
    std = 0.13038625367883994
    data = None
    min_val = -0.17608076333999634
    max_val = 0.7406008839607239


class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 13, 512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00015445306096495415
    std = 0.0023749555134360144
    data = None
    min_val = -0.008656296879053116
    max_val = 0.0075637586414813995


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
