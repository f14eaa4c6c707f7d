class Program_weight_tensor_meta_input_ids:
    name = "input_ids"
    shape = [1, 7]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [49406, 320, 1125, 539, 320, 2368, 49407]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_:
    name = "L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_"
    shape = [49408, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 7]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [16, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None
