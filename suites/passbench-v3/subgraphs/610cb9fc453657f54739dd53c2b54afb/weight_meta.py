class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 77, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.9676830548160674e-05
    std = 0.005707290557320244
    data = None
    min_val = -0.025899067521095276
    max_val = 0.025444958359003067


class Program_weight_tensor_meta_attn_output_74:
    name = "attn_output_74"
    shape = [1, 77, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.0578522993296114e-05
    std = 0.0018364215209191743
    data = None
    min_val = -0.021622182801365852
    max_val = 0.018063832074403763


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
