class Program_weight_tensor_meta_features:
    name = "features"
    shape = [1, 56, 56, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0001271754710580622
    std = 0.0058042141213395515
    data = None
    min_val = -0.033505503088235855
    max_val = 0.0273391455411911


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_layernorm_parameters_weight_:
    name = "L_self_modules_embeddings_modules_layernorm_parameters_weight_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_layernorm_parameters_bias_:
    name = "L_self_modules_embeddings_modules_layernorm_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
