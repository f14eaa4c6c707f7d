class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 32, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.207734397540275e-05
    std = 0.009870968501673925
    data = None
    min_val = -0.045481350272893906
    max_val = 0.04277353733778


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
