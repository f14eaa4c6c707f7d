class Program_weight_tensor_meta_attn_output_5:
    name = "attn_output_5"
    shape = [1, 1568, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.674136495931769e-05
    std = 0.0029723405615688036
    data = None
    min_val = -0.009058487601578236
    max_val = 0.009598999284207821


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.672609327331613e-05
    std = 0.019971398381851288
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
