class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 577, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.7814301656180187e-13
    std = 1.1085581809210777e-10
    data = None
    min_val = -5.41945488485851e-10
    max_val = 5.116503332125433e-10


class Program_weight_tensor_meta_to_2:
    name = "to_2"
    shape = [1, 577, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.2115483002628113e-13
    std = 2.0026195656671164e-11
    data = None
    min_val = -9.457925415068402e-11
    max_val = 9.512101523112548e-11


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
