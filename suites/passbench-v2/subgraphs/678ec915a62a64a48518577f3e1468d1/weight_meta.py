class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 2, 1248, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002986409607638635
    std = 0.01607412496459673
    data = None
    min_val = -0.05041298642754555
    max_val = 0.04957723617553711


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 2, 1248, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002694731715443219
    std = 0.01547057383603786
    data = None
    min_val = -0.05105538293719292
    max_val = 0.04995845630764961


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 2, 1248, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0004447264461118604
    std = 0.012554746768104431
    data = None
    min_val = -0.04011688753962517
    max_val = 0.0499398447573185
