class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 196, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.16883231246973e-05
    std = 0.0008948599058343026
    data = None
    min_val = -0.002725569996982813
    max_val = 0.0027507098857313395


class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 196, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.284615309522697e-05
    std = 0.02257220570139042
    data = None
    min_val = -0.09777819365262985
    max_val = 0.0999971255660057


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
