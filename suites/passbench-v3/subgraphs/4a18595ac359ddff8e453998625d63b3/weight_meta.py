class Program_weight_tensor_meta_hidden_states_105:
    name = "hidden_states_105"
    shape = [1, 201, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.832424284972247e-05
    std = 0.012452643047498716
    data = None
    min_val = -0.055495735257864
    max_val = 0.0586567148566246


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_layer_scale2_parameters_lambda1_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_layer_scale2_parameters_lambda1_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_101:
    name = "hidden_states_101"
    shape = [1, 201, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0012272668668750564
    std = 0.04722219417972774
    data = None
    min_val = -0.2139771729707718
    max_val = 0.20518824458122253


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_weight_:
    name = "L_self_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_bias_:
    name = "L_self_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
