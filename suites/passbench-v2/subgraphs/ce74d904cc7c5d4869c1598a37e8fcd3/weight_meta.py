class Program_weight_tensor_meta_patch_embeds:
    name = "patch_embeds"
    shape = [1, 768, 24, 24]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.025072152834086068
    std = 0.08582866732413587
    data = None
    min_val = -0.3270707130432129
    max_val = 0.237135648727417


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_vision_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 576]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    min_val = 0
    max_val = 575


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [576, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005
    std = 0.638
    data = None
