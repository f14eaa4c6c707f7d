class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.03816475578046469
    std = 0.06551043769267327
    data = None
    min_val = -0.30158886313438416
    max_val = 0.17975565791130066


class Program_weight_tensor_meta_embedding:
    name = "embedding"
    shape = [1, 1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.016358335205521435
    std = 0.13222102932154456
    data = None
    min_val = -0.5969018936157227
    max_val = 0.6531360745429993


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.52
    std = 0.762
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.212
    data = None
