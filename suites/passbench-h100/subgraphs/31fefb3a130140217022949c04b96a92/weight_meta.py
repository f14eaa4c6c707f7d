class Program_weight_tensor_meta_L_token_type_ids_:
    name = "L_token_type_ids_"
    shape = [1, 12]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_"
    shape = [2, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.002
    std = 0.038
    data = None


class Program_weight_tensor_meta_inputs_embeds:
    name = "inputs_embeds"
    shape = [1, 12, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.009191782921561753
    std = 0.0091468999848405
    data = None
    min_val = -0.043990109115839005
    max_val = 0.02274126186966896
