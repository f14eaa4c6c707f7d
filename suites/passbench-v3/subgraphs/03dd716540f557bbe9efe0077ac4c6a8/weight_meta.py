class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 196, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00016717334927402057
    std = 0.045457815773655985
    data = None
    min_val = -0.20994357764720917
    max_val = 0.22404155135154724


class Program_weight_tensor_meta_embedding:
    name = "embedding"
    shape = [1, 196, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.484745824045992e-05
    std = 0.007255820848997097
    data = None
    min_val = -0.03269142657518387
    max_val = 0.030011890456080437


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
