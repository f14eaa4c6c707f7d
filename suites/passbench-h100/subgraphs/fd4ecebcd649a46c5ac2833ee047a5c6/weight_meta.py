class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 10, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.01498876784636991
    std = 1.1267544284604323
    data = None
    min_val = -3.534259796142578
    max_val = 3.5360851287841797


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.057
    data = None


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.006
    std = 0.25
    data = None
