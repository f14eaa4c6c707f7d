class Program_weight_tensor_meta_transpose_63:
    name = "transpose_63"
    shape = [1, 8, 7, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -5.976224160722917e-05
    std = 0.004420908047981669
    data = None
    min_val = -0.014437461271882057
    max_val = 0.01805013045668602


class Program_weight_tensor_meta_key_states_24:
    name = "key_states_24"
    shape = [1, 8, 7, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00011282706187947562
    std = 0.036157614331549064
    data = None
    min_val = -0.1298336237668991
    max_val = 0.12251845002174377


class Program_weight_tensor_meta_value_states_24:
    name = "value_states_24"
    shape = [1, 8, 7, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00029328750049119535
    std = 0.0349189956460442
    data = None
    min_val = -0.1154831126332283
    max_val = 0.11246795952320099
