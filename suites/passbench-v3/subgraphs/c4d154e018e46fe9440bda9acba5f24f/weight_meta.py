class Program_weight_tensor_meta_patch_embeds:
    name = "patch_embeds"
    shape = [1, 768, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0003489370302966745
    std = 0.0444765373467915
    data = None
    min_val = -0.19636352360248566
    max_val = 0.17371058464050293


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_parameters_class_embedding_:
    name = "L_self_modules_vision_model_modules_embeddings_parameters_class_embedding_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0007394592750181358
    std = 0.03613393439083405
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_vision_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 50]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49]


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [50, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.029456869473687e-05
    std = 0.02004188161711117
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_pre_layrnorm_parameters_weight_:
    name = "L_self_modules_vision_model_modules_pre_layrnorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_pre_layrnorm_parameters_bias_:
    name = "L_self_modules_vision_model_modules_pre_layrnorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
