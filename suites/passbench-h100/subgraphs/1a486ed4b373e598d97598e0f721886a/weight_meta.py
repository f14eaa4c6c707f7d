class Program_weight_tensor_meta_buffered_token_type_ids_expanded:
    name = "buffered_token_type_ids_expanded"
    shape = [1, 10]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_embeddings_modules_token_type_embeddings_parameters_weight_:
    name = "L_self_modules_0_modules_auto_model_modules_embeddings_modules_token_type_embeddings_parameters_weight_"
    shape = [2, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.031
    data = None


class Program_weight_tensor_meta_inputs_embeds:
    name = "inputs_embeds"
    shape = [1, 10, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0039544857610053444
    std = 0.0105119325323715
    data = None
    min_val = -0.04065459221601486
    max_val = 0.028584454208612442
