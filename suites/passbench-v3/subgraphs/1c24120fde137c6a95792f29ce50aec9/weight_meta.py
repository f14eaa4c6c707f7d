class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 576, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.025072152834086068
    std = 0.08582866732413587
    data = None
    min_val = -0.3270707130432129
    max_val = 0.237135648727417


class Program_weight_tensor_meta_embedding:
    name = "embedding"
    shape = [1, 576, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0051009420838536495
    std = 0.1272921270426316
    data = None
    min_val = -0.5486314296722412
    max_val = 0.5748699307441711


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.793
    std = 0.619
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.297
    data = None
