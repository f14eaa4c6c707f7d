class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 5.825545434934298e-09
    std = 1.0000050875450737
    data = None
    min_val = -4.271372318267822
    max_val = 4.32871675491333


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.897850106136514e-06
    std = 0.01998076432940147
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
