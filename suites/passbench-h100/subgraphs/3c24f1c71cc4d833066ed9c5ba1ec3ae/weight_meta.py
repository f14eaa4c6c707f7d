class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 12]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [510, 365, 382, 322, 476, 98, 230, 17, 83, 106, 123, 57]


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_position_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_position_embeddings_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.024
    data = None


class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 12, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.011556835349532927
    std = 0.011795089986081145
    data = None
    min_val = -0.05525907129049301
    max_val = 0.031066149473190308


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_embeddings_modules_LayerNorm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.05
    std = 0.14
    data = None


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_embeddings_modules_LayerNorm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.029
    std = 0.111
    data = None


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [1, 12]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
