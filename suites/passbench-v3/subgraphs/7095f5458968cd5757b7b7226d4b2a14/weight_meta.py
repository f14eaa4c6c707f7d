class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 8, 18, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 18, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.7264585035154596
    std = 0.5484597604534808
    data = None
    min_val = -0.9997860789299011
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 18, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.15878036982455038
    std = 0.38291922550953944
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 8, 18, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
