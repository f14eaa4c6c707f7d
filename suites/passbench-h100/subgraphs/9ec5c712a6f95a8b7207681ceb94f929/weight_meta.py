class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 197, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014139578251488644
    std = 0.12298755422827197
    data = None
    min_val = -0.2878623306751251
    max_val = 0.19917163252830505


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_before_eps:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_before_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0]
