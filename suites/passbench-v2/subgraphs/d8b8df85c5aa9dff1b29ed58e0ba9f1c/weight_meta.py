class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 256, 256, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.99477748512637e-05
    std = 0.009898503491369295
    data = None
    min_val = -0.05436201021075249
    max_val = 0.05175366625189781


class Program_weight_tensor_meta_pos_embed_2:
    name = "pos_embed_2"
    shape = [1, 256, 256, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
