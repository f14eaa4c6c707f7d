class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 12, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.017534863676871737
    std = 0.8863348117165251
    data = None
    min_val = -3.8085083961486816
    max_val = 3.4992713928222656


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005
    std = 0.333
    data = None
