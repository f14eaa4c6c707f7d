class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 10]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_embeddings_modules_position_embeddings_parameters_weight_:
    name = "L_self_modules_0_modules_auto_model_modules_embeddings_modules_position_embeddings_parameters_weight_"
    shape = [512, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.025
    data = None


class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 10, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.005049941561424021
    std = 0.012159607358892512
    data = None
    min_val = -0.041771795600652695
    max_val = 0.04401621222496033


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_embeddings_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_0_modules_auto_model_modules_embeddings_modules_LayerNorm_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.125
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_embeddings_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_0_modules_auto_model_modules_embeddings_modules_LayerNorm_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.016
    std = 0.124
    data = None


class Program_weight_tensor_meta_L_input_attention_mask_:
    name = "L_input_attention_mask_"
    shape = [1, 10]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
