class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 32, 8, 8]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.006607712608243332
    std = 0.056319462408171324
    data = None
    min_val = -0.11936873942613602
    max_val = 0.10086744278669357


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_1_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_1_modules_layer_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_1_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_1_modules_layer_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_layer_norm_1_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_layer_norm_1_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_layer_norm_1_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_layer_norm_1_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
