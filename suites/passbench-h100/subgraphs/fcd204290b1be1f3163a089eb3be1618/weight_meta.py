class Program_weight_tensor_meta_L_kwargs_input_ids_:
    name = "L_kwargs_input_ids_"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = None
    min_val = 84
    max_val = 30374


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_word_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_word_embeddings_parameters_weight_"
    shape = [30522, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 6.271530432376682e-06
    std = 0.0200022149253666
    data = None


class Program_weight_tensor_meta_token_type_ids:
    name = "token_type_ids"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 0


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_"
    shape = [2, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0008668811441007543
    std = 0.019774064453467965
    data = None


class Program_weight_tensor_meta_position_ids:
    name = "position_ids"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = None
    min_val = 3
    max_val = 504


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_position_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_position_embeddings_parameters_weight_"
    shape = [512, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.920022010782571e-05
    std = 0.020012179771367107
    data = None


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_embeddings_modules_LayerNorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_embeddings_modules_LayerNorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
