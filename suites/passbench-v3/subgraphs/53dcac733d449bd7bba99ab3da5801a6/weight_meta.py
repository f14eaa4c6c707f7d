class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 1214, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.665867548389856e-05
    std = 0.0004048790005793485
    data = None
    min_val = -0.0015616476302966475
    max_val = 0.001258445205166936


class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 1214, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0001150914869333897
    std = 0.012838632639464621
    data = None
    min_val = -0.06182202324271202
    max_val = 0.06282124668359756


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
