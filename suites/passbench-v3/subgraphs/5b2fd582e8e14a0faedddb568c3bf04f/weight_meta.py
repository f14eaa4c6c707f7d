class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 50, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.89376557750154e-05
    std = 0.0019639572354718353
    data = None
    min_val = -0.006894533988088369
    max_val = 0.005359110422432423


class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 50, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.6729948431641523e-05
    std = 0.021963355653199824
    data = None
    min_val = -0.09641759842634201
    max_val = 0.09159703552722931


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
