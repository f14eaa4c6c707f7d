class Program_weight_tensor_meta_embeddings_6:
    name = "embeddings_6"
    shape = [1, 64, 4, 4]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0018887163226395387
    std = 0.06428872163461169
    data = None
    min_val = -0.17227672040462494
    max_val = 0.16885361075401306


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_2_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_2_modules_layer_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_2_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_patch_embeddings_modules_2_modules_layer_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_layer_norm_1_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_layer_norm_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_layer_norm_1_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_2_modules_0_modules_layer_norm_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
