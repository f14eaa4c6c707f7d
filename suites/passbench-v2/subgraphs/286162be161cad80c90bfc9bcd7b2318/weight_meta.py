class Program_weight_tensor_meta_query_3:
    name = "query_3"
    shape = [1, 8, 35, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0025260528841369837
    std = 0.2181042114739621
    data = None
    min_val = -0.8044289350509644
    max_val = 0.8694894909858704


class Program_weight_tensor_meta_key_3:
    name = "key_3"
    shape = [1, 8, 35, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00042742137039632715
    std = 0.21493461362641622
    data = None
    min_val = -0.8415658473968506
    max_val = 0.8321257829666138


class Program_weight_tensor_meta_value_3:
    name = "value_3"
    shape = [1, 8, 35, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000550360233423167
    std = 0.13049701151864623
    data = None
    min_val = -0.5430519580841064
    max_val = 0.5075209140777588


class Program_weight_tensor_meta_attention_mask_4:
    name = "attention_mask_4"
    shape = [1, 1, 35, 35]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
