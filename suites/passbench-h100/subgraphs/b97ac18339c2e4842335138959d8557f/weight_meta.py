class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 15, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.688466338440776e-10
    std = 0.8620576277133216
    data = None
    min_val = -2.4229562282562256
    max_val = 2.7581775188446045


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_k_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_k_proj_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
