class Program_weight_tensor_meta_patch_embeds:
    name = "patch_embeds"
    shape = [1, 768, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.642545959733787e-05
    std = 0.02227073074982255
    data = None
    min_val = -0.10489349812269211
    max_val = 0.09450311958789825


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_embeddings_parameters_class_embedding_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_embeddings_parameters_class_embedding_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0008156695542993475
    std = 0.019270163398996037
    data = None


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 197]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 196


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [197, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.3098669530620508e-05
    std = 0.02002493515038378
    data = None


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_pre_layrnorm_parameters_weight_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_pre_layrnorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_pre_layrnorm_parameters_bias_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_pre_layrnorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
