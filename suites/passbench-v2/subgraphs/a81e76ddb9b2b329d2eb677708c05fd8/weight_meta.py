class Program_weight_tensor_meta_embeddings_1:
    name = "embeddings_1"
    shape = [1, 257, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.2687895390103012e-05
    std = 0.019371548133840028
    data = None
    min_val = -0.09192255884408951
    max_val = 0.08709147572517395


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_position_embeddings_:
    name = "L_self_modules_embeddings_parameters_position_embeddings_"
    shape = [1, 257, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.014608682180614e-05
    std = 0.01999303683431631
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_norm1_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_norm1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_norm1_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_norm1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
