class Program_weight_tensor_meta_queries_4:
    name = "queries_4"
    shape = [1, 1, 8, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.8988722533540567e-09
    std = 1.0002247170908516
    data = None
    min_val = -2.849700927734375
    max_val = 2.3912930488586426


class Program_weight_tensor_meta_attn_output_179:
    name = "attn_output_179"
    shape = [1, 1, 8, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0004668457280594396
    std = 0.003901239798243611
    data = None
    min_val = -0.01018515694886446
    max_val = 0.012364041991531849


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_1_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_1_modules_layer_norm1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_1_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_1_modules_layer_norm1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_point_embeddings:
    name = "point_embeddings"
    shape = [1, 1, 8, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002789655215167386
    std = 0.00402721422196703
    data = None
    min_val = -0.013187240809202194
    max_val = 0.01255005318671465
