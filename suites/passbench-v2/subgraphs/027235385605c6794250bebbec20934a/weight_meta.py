class Program_weight_tensor_meta_queries_4:
    name = "queries_4"
    shape = [1, 12, 1568, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.285219993320653e-05
    std = 0.11077598952269588
    data = None
    min_val = -0.5560424327850342
    max_val = 0.5479577779769897


class Program_weight_tensor_meta_keys_4:
    name = "keys_4"
    shape = [1, 12, 1568, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00010602051280513994
    std = 0.11077208079080812
    data = None
    min_val = -0.519162654876709
    max_val = 0.5005433559417725


class Program_weight_tensor_meta_values_4:
    name = "values_4"
    shape = [1, 12, 1568, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00035895430932563003
    std = 0.11100411120090065
    data = None
    min_val = -0.5483337044715881
    max_val = 0.5988069176673889
