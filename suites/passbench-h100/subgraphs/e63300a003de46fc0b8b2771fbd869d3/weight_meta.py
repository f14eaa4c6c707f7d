class Program_weight_tensor_meta_buffered_token_type_ids_expanded:
    name = "buffered_token_type_ids_expanded"
    shape = [1, 22]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_"
    shape = [16, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_inputs_embeds:
    name = "inputs_embeds"
    shape = [1, 22, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00012093879312596363
    std = 0.0039478771964101995
    data = None
    min_val = -0.010866610333323479
    max_val = 0.015547466464340687
