class Program_weight_tensor_meta_embeddings_4:
    name = "embeddings_4"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.710277241269343e-10
    std = 1.0000050680561359
    data = None
    min_val = -5.355503559112549
    max_val = 4.291378974914551


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.0199440987539376e-05
    std = 0.019984112264214773
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
