class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 12, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.029416440823226253
    std = 1.0487425213328172
    data = None
    min_val = -4.213125705718994
    max_val = 3.7246668338775635


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.055
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.016
    std = 0.255
    data = None
