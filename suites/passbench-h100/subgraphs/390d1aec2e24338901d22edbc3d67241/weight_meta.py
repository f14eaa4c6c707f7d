class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 19, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.8441514960750363e-05
    std = 0.0027578736595266925
    data = None
    min_val = -0.008386305533349514
    max_val = 0.00989342201501131


class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 19, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.5003910161076899e-09
    std = 1.0000342525845087
    data = None
    min_val = -4.226114273071289
    max_val = 3.8378472328186035


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_sa_layer_norm_parameters_weight_:
    name = "L_self_modules_transformer_modules_layer_modules_0_modules_sa_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_sa_layer_norm_parameters_bias_:
    name = "L_self_modules_transformer_modules_layer_modules_0_modules_sa_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
