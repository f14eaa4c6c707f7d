class Program_weight_tensor_meta_queries_1:
    name = "queries_1"
    shape = [1, 12, 64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0002504960977060359
    std = 0.11080223398847372
    data = None
    min_val = -0.5517722964286804
    max_val = 0.5273395776748657


class Program_weight_tensor_meta_keys_1:
    name = "keys_1"
    shape = [1, 12, 64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0003952623075509365
    std = 0.11073165302901115
    data = None
    min_val = -0.4460199773311615
    max_val = 0.46862664818763733


class Program_weight_tensor_meta_values_1:
    name = "values_1"
    shape = [1, 12, 64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00013075080726624813
    std = 0.11106863954913386
    data = None
    min_val = -0.5483191609382629
    max_val = 0.472247838973999


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 64, 64]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
