class Program_weight_tensor_meta_input_ids:
    name = "input_ids"
    shape = [1, 32]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [28588, 6959, 19573, 40640, 17987, 49147, 45507, 19303, 35081, 25043, 32533, 37362, 41252, 12887, 27718, 48344, 41304, 30860, 1338, 37057, 26342, 33319, 4183, 36270, 15192, 11089, 39589, 6937, 3149, 18248, 1289, 32660]


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_"
    shape = [49408, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.73398601170493e-06
    std = 0.019997849413558495
    data = None


class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 32]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]


class Program_weight_tensor_meta_L_self_modules_text_encoder_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_:
    name = "L_self_modules_text_encoder_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_"
    shape = [32, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.793102818932836e-05
    std = 0.02001573879445937
    data = None
