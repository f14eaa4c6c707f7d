class Program_weight_tensor_meta_patch_embeds:
    name = "patch_embeds"
    shape = [1, 768, 48, 48]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.4845606386715387e-05
    std = 0.022161002451663598
    data = None
    min_val = -0.10533097386360168
    max_val = 0.12082336843013763


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_parameters_class_embedding_:
    name = "L_self_modules_vision_model_modules_embeddings_parameters_class_embedding_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00046174716470659405
    std = 0.03596997737549055
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_vision_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 2305]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 2304


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [2305, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.736378308013817e-05
    std = 0.01999764219861871
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_pre_layernorm_parameters_weight_:
    name = "L_self_modules_vision_model_modules_pre_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_pre_layernorm_parameters_bias_:
    name = "L_self_modules_vision_model_modules_pre_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
