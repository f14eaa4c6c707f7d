class Program_weight_tensor_meta_query_states_5:
    name = "query_states_5"
    shape = [1, 16, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.006888379668816924
    std = 0.9996795942498201
    data = None
    min_val = -3.640625
    max_val = 3.359375


class Program_weight_tensor_meta_cos_8:
    name = "cos_8"
    shape = [1, 1, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.8076178073883057
    std = 0.47450038351164575
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_8:
    name = "sin_8"
    shape = [1, 1, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.10481534753926099
    std = 0.33470089353940674
    data = None
    min_val = -1.0
    max_val = 1.0
