class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [2, 7, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.010325601836094782
    std = 0.6202367926070385
    data = None
    min_val = -2.2579851150512695
    max_val = 2.674201250076294


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.096
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.022
    std = 0.343
    data = None
