class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 1026, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.403021700430286e-06
    std = 0.0007472646910598189
    data = None
    min_val = -0.0022729106713086367
    max_val = 0.0025378104764968157


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 1026, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.9567361977326856e-05
    std = 0.023389998297236113
    data = None
    min_val = -0.11927802860736847
    max_val = 0.11771827936172485


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
