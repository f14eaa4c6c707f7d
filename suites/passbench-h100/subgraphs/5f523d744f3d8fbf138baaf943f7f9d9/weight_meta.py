class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 15, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.688466338440776e-10
    std = 0.8620576277133216
    data = None
    min_val = -2.4229562282562256
    max_val = 2.7581775188446045


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_mixed_query_layer:
    name = "mixed_query_layer"
    shape = [1, 15, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0011274752689738913
    std = 0.019963993464147557
    data = None
    min_val = -0.05874733254313469
    max_val = 0.06970017403364182


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 4, 15, 8]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0009129290750327831
    std = 0.017950134053551975
    data = None
    min_val = -0.057817064225673676
    max_val = 0.048757120966911316
