class Program_weight_tensor_meta_L_token_type_ids_:
    name = "L_token_type_ids_"
    shape = [2, 7]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_"
    shape = [2, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.024
    data = None


class Program_weight_tensor_meta_inputs_embeds:
    name = "inputs_embeds"
    shape = [2, 7, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.386105244137975e-05
    std = 0.011243667838996795
    data = None
    min_val = -0.040637288242578506
    max_val = 0.045982785522937775
