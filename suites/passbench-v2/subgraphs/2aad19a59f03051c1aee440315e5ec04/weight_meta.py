class Program_weight_tensor_meta_input_ids:
    name = "input_ids"
    shape = [2, 7]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [235250, 2686, 576, 235248, 235284, 19493, 1, 235250, 2686, 576, 235248, 235284, 12075, 1]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_:
    name = "L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_"
    shape = [256000, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.428
    data = None


class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 7]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [62, 45, 62, 2, 28, 34, 38]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [64, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.003
    std = 0.486
    data = None
