class Program_weight_tensor_meta_layer_norm_4:
    name = "layer_norm_4"
    shape = [1, 257, 1280]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.2947853017163681e-09
    std = 1.0000015460410674
    data = None
    min_val = -3.3703603744506836
    max_val = 3.441455125808716


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_bias_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
