class Program_weight_tensor_meta_layer_norm_2:
    name = "layer_norm_2"
    shape = [1, 185, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.879209991716634e-10
    std = 1.0000035168440633
    data = None
    min_val = -4.367984294891357
    max_val = 4.489570617675781


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.043569076654962e-06
    std = 0.01996941453666714
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_1:
    name = "key_layer_1"
    shape = [1, 12, 185, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001442465618700256
    std = 0.111006123579364
    data = None
    min_val = -0.521696925163269
    max_val = 0.4835684299468994
