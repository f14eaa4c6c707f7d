class Program_weight_tensor_meta_layer_norm_22:
    name = "layer_norm_22"
    shape = [1, 50, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.1809352429281715e-09
    std = 0.9997123003522737
    data = None
    min_val = -4.029686450958252
    max_val = 3.9873015880584717


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.64661418881733e-06
    std = 0.020040531379436254
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_key_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
