class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 12, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.005590488102143354
    std = 1.2093113855499737
    data = None
    min_val = -3.9379308223724365
    max_val = 4.118868827819824


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_"
    shape = [128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.222
    data = None
