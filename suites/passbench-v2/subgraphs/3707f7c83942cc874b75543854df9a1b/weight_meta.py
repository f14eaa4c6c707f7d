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


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_:
    name = "L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_"
    shape = [49408, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.304292467356251e-06
    std = 0.020003623456955496
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


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [77, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.131224819959892e-05
    std = 0.020091316217824076
    data = None
