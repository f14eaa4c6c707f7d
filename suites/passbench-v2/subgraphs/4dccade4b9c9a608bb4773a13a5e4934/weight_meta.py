class Program_weight_tensor_meta_patch_embeds:
    name = "patch_embeds"
    shape = [1, 1024, 32, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.03816475578046469
    std = 0.06551043769267327
    data = None
    min_val = -0.30158886313438416
    max_val = 0.17975565791130066


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_vision_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 1024]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    min_val = 0
    max_val = 1023


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.016
    std = 0.661
    data = None
