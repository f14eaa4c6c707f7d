class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 1568, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.602168855679513e-06
    std = 0.0003417266699698024
    data = None
    min_val = -0.0011792773148044944
    max_val = 0.0010343800531700253


class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 1568, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.20444750034495576
    std = 0.13954902483723058
    data = None
    min_val = -0.5407975912094116
    max_val = 0.8869884610176086


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
