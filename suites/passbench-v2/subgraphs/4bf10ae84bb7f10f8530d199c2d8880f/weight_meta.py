class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 134, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006675741596523328
    std = 0.0902311453634623
    data = None
    min_val = -0.4059375822544098
    max_val = 0.3717944622039795


class Program_weight_tensor_meta_cos_4:
    name = "cos_4"
    shape = [1, 1, 134, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.49837735456843696
    std = 0.6822531209579437
    data = None
    min_val = -1.0
    max_val = 1.0
