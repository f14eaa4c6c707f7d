class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 7]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6]


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_position_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_position_embeddings_parameters_weight_"
    shape = [512, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.025
    data = None


class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [2, 7, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0011164475065240389
    std = 0.012207928874292439
    data = None
    min_val = -0.03878402337431908
    max_val = 0.051627036184072495


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_embeddings_modules_LayerNorm_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.619
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_embeddings_modules_LayerNorm_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.011
    std = 0.115
    data = None


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [2, 7]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]
