class Program_weight_tensor_meta_add_75:
    name = "add_75"
    shape = [1, 128, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0014132491796772229
    std = 0.0001516605208112167
    data = None
    min_val = 0.0013180505484342575
    max_val = 0.0024505050387233496


class Program_weight_tensor_meta_hidden_states_126:
    name = "hidden_states_126"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.791673936096254e-05
    std = 0.03757998579703263
    data = None
    min_val = -0.2029566615819931
    max_val = 0.15056920051574707


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_input_layernorm_parameters_weight_:
    name = "L_self_modules_layers_modules_9_modules_input_layernorm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
