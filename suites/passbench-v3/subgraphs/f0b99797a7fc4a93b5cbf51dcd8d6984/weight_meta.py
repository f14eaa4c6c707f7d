class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 128, 1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.122411166428529e-10
    std = 0.9984394585873817
    data = None
    min_val = -4.292129039764404
    max_val = 5.47058629989624


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_weight_"
    shape = [1536, 1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.4192472981791647e-05
    std = 0.02000118446634045
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_bias_"
    shape = [1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
