class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 577, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.202212693370443e-05
    std = 0.000599968081447674
    data = None
    min_val = -0.0019405926577746868
    max_val = 0.0018150608520954847


class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 577, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.727203412603921e-05
    std = 0.022211444538418387
    data = None
    min_val = -0.10615812242031097
    max_val = 0.10666809976100922


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
