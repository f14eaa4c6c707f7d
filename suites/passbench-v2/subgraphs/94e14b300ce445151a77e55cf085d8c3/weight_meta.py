class Program_weight_tensor_meta_input_ids:
    name = "input_ids"
    shape = [1, 16]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [28588, 6959, 19573, 40640, 17987, 49147, 45507, 19303, 35081, 25043, 32533, 37362, 41252, 12887, 27718, 48344]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_:
    name = "L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_"
    shape = [49408, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.090612483181379e-06
    std = 0.019999229692602323
    data = None


class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 16]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [16, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.609257436523716e-05
    std = 0.020387146787515603
    data = None
