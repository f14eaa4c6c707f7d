class Program_weight_tensor_meta_hidden_states_23:
    name = "hidden_states_23"
    shape = [1, 249, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.985447897928244e-09
    std = 5.024615567094826e-07
    data = None
    min_val = -2.3168022380559705e-06
    max_val = 2.3287152544071432e-06


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_hubert_modules_encoder_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_hubert_modules_encoder_modules_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
