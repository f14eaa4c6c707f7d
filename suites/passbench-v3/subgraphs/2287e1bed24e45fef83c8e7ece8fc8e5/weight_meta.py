class Program_weight_tensor_meta_layer_norm:
    name = "layer_norm"
    shape = [1, 197, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.9844289325986054e-10
    std = 1.0000032873651687
    data = None
    min_val = -3.200166702270508
    max_val = 3.7052292823791504


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
