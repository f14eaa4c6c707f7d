class Program_weight_tensor_meta_layer_norm_4:
    name = "layer_norm_4"
    shape = [1, 577, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.6385808134954434e-09
    std = 1.000001137920741
    data = None
    min_val = -3.1943113803863525
    max_val = 3.6908304691314697


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None
