class Program_weight_tensor_meta_patch_embeds:
    name = "patch_embeds"
    shape = [1, 768, 24, 24]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.138108393709238e-06
    std = 0.04420299578781235
    data = None
    min_val = -0.2117905616760254
    max_val = 0.18990027904510498


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_parameters_class_embedding_:
    name = "L_self_modules_vision_model_modules_embeddings_parameters_class_embedding_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00034929163526875584
    std = 0.03668243340008653
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_vision_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 577]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 576


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [577, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.661197516414226e-06
    std = 0.01996440330443208
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_pre_layernorm_parameters_weight_:
    name = "L_self_modules_vision_model_modules_pre_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_pre_layernorm_parameters_bias_:
    name = "L_self_modules_vision_model_modules_pre_layernorm_parameters_bias_"
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
