class Program_weight_tensor_meta_transpose_62:
    name = "transpose_62"
    shape = [1, 8, 7, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00029328750049119535
    std = 0.0349189956460442
    data = None
    min_val = -0.1154831126332283
    max_val = 0.11246795952320099


class Program_weight_tensor_meta_query_states_24:
    name = "query_states_24"
    shape = [1, 7, 512]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -5.976224160722917e-05
    std = 0.004420908047981669
    data = None
    min_val = -0.014437461271882057
    max_val = 0.01805013045668602
