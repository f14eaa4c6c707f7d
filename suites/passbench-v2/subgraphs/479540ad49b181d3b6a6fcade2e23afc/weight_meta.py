class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_cos_4:
    name = "cos_4"
    shape = [1, 1, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.7264585035154596
    std = 0.5484597604534808
    data = None
    min_val = -0.9997860789299011
    max_val = 1.0
