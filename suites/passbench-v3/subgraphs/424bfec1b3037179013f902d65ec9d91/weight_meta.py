class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 1125, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.94263698313593e-07
    std = 0.00037877026299119464
    data = None
    min_val = -0.001095688552595675
    max_val = 0.001146470196545124


class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 1125, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.01774219815755e-05
    std = 0.021145465774298104
    data = None
    min_val = -0.10356196016073227
    max_val = 0.11247049272060394


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
