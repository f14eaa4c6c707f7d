class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.6468221966021352e-09
    std = 1.0000050841839627
    data = None
    min_val = -4.434564113616943
    max_val = 4.3758039474487305


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1275357502158719e-05
    std = 0.020003476449876358
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
