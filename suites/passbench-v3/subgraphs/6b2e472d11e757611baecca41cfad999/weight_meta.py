class Program_weight_tensor_meta_layer_norm:
    name = "layer_norm"
    shape = [1, 226, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 9.851517831593488e-09
    std = 0.9978542160648295
    data = None
    min_val = -1.8424572944641113
    max_val = 2.6883320808410645


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
