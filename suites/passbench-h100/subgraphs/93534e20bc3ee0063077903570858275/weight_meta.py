class Program_weight_tensor_meta_buffered_token_type_ids_expanded:
    name = "buffered_token_type_ids_expanded"
    shape = [1, 15]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_"
    shape = [1, 384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.021
    data = None


class Program_weight_tensor_meta_inputs_embeds:
    name = "inputs_embeds"
    shape = [1, 15, 384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.3527618071044824e-05
    std = 0.004024926965515721
    data = None
    min_val = -0.013608191162347794
    max_val = 0.01631377637386322
