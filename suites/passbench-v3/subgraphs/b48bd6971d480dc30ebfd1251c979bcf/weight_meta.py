class Program_weight_tensor_meta_hidden_states_23:
    name = "hidden_states_23"
    shape = [1, 49, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0005378438214579388
    std = 0.004982155184880763
    data = None
    min_val = -0.018680308014154434
    max_val = 0.014432737603783607


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
