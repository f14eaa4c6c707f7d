class Program_weight_tensor_meta_patch_embeds:
    name = "patch_embeds"
    shape = [1, 768, 60, 60]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002607243917940664
    std = 0.18958770819249215
    data = None
    min_val = -0.6126150488853455
    max_val = 0.6725709438323975


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_parameters_class_embedding_:
    name = "L_self_modules_vision_model_modules_embeddings_parameters_class_embedding_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_vision_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 3601]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    min_val = 0
    max_val = 3600


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [3601, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_pre_layernorm_parameters_weight_:
    name = "L_self_modules_vision_model_modules_pre_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_pre_layernorm_parameters_bias_:
    name = "L_self_modules_vision_model_modules_pre_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
