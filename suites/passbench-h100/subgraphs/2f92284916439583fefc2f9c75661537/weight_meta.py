class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 197, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.688194959288335e-05
    std = 0.0005710960454340595
    data = None
    min_val = -0.0012555017601698637
    max_val = 0.0010223183780908585


class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 197, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.014139578251488644
    std = 0.12298755422827197
    data = None
    min_val = -0.2878623306751251
    max_val = 0.19917163252830505


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_eps:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_eps"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0]
