class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 1024, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.0572474783059796e-05
    std = 0.02214049845570659
    data = None
    min_val = -0.11390180885791779
    max_val = 0.11792223900556564


class Program_weight_tensor_meta_embedding:
    name = "embedding"
    shape = [1, 1024, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.5520255025476373e-05
    std = 0.004000690828201455
    data = None
    min_val = -0.018611805513501167
    max_val = 0.019865965470671654


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
