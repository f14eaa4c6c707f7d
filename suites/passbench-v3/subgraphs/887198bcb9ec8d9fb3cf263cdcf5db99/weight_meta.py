class Program_weight_tensor_meta_hidden_states_36:
    name = "hidden_states_36"
    shape = [1, 24, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.1718649451344023e-16
    std = 3.0849340314966864e-07
    data = None
    min_val = -1.2975729077879805e-06
    max_val = 1.1577154737096862e-06


class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 24, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.255696023827156e-11
    std = 2.129260883628197e-09
    data = None
    min_val = -6.407079755632594e-09
    max_val = 6.59629506571946e-09


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
