class Program_weight_tensor_meta_input_ids:
    name = "input_ids"
    shape = [1, 77]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1253
    max_val = 47360


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_token_embedding_parameters_weight_:
    name = "L_self_modules_embeddings_modules_token_embedding_parameters_weight_"
    shape = [49408, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.371391582059687e-06
    std = 0.019999269270717164
    data = None


class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 77]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 76


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [77, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.736126660190362e-05
    std = 0.020005752756096343
    data = None
