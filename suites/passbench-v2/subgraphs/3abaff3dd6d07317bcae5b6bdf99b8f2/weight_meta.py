class Program_weight_tensor_meta_patch_embeds:
    name = "patch_embeds"
    shape = [1, 768, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00016717334927402057
    std = 0.045457815773655985
    data = None
    min_val = -0.20994357764720917
    max_val = 0.22404155135154724


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_vision_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 196]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 195


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [196, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1449445763731027e-05
    std = 0.03619335713270124
    data = None
