class Program_weight_tensor_meta_patch_embeds:
    name = "patch_embeds"
    shape = [1, 768, 32, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.0572474783059796e-05
    std = 0.02214049845570659
    data = None
    min_val = -0.11390180885791779
    max_val = 0.11792223900556564


class Program_weight_tensor_meta_L_self_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_embeddings_buffers_position_ids_"
    shape = [1, 1024]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 1023


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [1024, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.330761062413314e-05
    std = 0.020006408122472882
    data = None
