class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 11, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0022209184486173985
    std = 0.3481484126283184
    data = None
    min_val = -1.4093822240829468
    max_val = 1.567795991897583


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.1
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.001
    data = None
