class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 56, 56, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.9854205148051388e-05
    std = 0.009594928189689786
    data = None
    min_val = -0.04868151992559433
    max_val = 0.04316389188170433


class Program_weight_tensor_meta_pos_embed_2:
    name = "pos_embed_2"
    shape = [1, 56, 56, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
