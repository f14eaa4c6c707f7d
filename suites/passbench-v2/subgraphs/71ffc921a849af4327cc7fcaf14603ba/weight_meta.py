class Program_weight_tensor_meta_query_states_2:
    name = "query_states_2"
    shape = [1, 8, 17, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0029441854764012104
    std = 0.09136444077439243
    data = None
    min_val = -0.35440224409103394
    max_val = 0.3424060344696045


class Program_weight_tensor_meta_cos_5:
    name = "cos_5"
    shape = [1, 1, 17, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.7326645471347386
    std = 0.5427393091914511
    data = None
    min_val = -0.9997860789299011
    max_val = 1.0


class Program_weight_tensor_meta_sin_5:
    name = "sin_5"
    shape = [1, 1, 17, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.15947999967829674
    std = 0.3789532565657098
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365
