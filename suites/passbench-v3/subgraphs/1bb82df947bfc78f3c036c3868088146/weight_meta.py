class Program_weight_tensor_meta_layer_norm_6:
    name = "layer_norm_6"
    shape = [1, 226, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.9795882365278965e-08
    std = 1.0000688991240025
    data = None
    min_val = -1.9963592290878296
    max_val = 2.6896932125091553


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_attention_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_attention_modules_key_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None
