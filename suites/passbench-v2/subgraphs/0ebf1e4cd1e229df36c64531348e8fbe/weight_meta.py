class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 17, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0009971991175348194
    std = 0.09009576344991967
    data = None
    min_val = -0.2923875153064728
    max_val = 0.403980016708374


class Program_weight_tensor_meta_cos_4:
    name = "cos_4"
    shape = [1, 1, 17, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.7326645471347386
    std = 0.5427393091914511
    data = None
    min_val = -0.9997860789299011
    max_val = 1.0
