class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 15, 384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.1914476949152434e-09
    std = 0.9114696978132456
    data = None
    min_val = -3.3329782485961914
    max_val = 3.3583152294158936


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
