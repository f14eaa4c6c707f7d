class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0024939197464846075
    std = 0.9995666499871425
    data = None
    min_val = -3.9375
    max_val = 3.546875


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.8076178073883057
    std = 0.47450038351164575
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.10481534753926099
    std = 0.33470089353940674
    data = None
    min_val = -1.0
    max_val = 1.0
