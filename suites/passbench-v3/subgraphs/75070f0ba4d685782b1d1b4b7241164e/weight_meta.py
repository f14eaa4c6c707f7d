class Program_weight_tensor_meta_hidden_states_25:
    name = "hidden_states_25"
    shape = [1, 49, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0337837071644144e-09
    std = 0.844285345397537
    data = None
    min_val = -3.05942964553833
    max_val = 2.548478841781616


class Program_weight_tensor_meta_hidden_states_26:
    name = "hidden_states_26"
    shape = [1, 49, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0005170922228101016
    std = 0.010668227646365663
    data = None
    min_val = -0.02984878048300743
    max_val = 0.028618797659873962


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
