class Program_weight_tensor_meta_layer_norm:
    name = "layer_norm"
    shape = [1, 577, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 8.481676145810988e-10
    std = 1.0000011291250634
    data = None
    min_val = -3.3897864818573
    max_val = 3.4084267616271973


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None
