class Program_weight_tensor_meta_layer_norm_25:
    name = "layer_norm_25"
    shape = [1, 4, 128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 9.845280146691948e-10
    std = 1.0009729947850856
    data = None
    min_val = -3.1806893348693848
    max_val = 3.042135238647461


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [128, 128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_3_modules_0_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer_6:
    name = "key_layer_6"
    shape = [1, 8, 4, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.003362488563993793
    std = 0.04338206529534188
    data = None
    min_val = -0.13715669512748718
    max_val = 0.12232362478971481
