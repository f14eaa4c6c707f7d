class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0001609491029441005
    std = 0.08662021603354848
    data = None
    min_val = -0.380090594291687
    max_val = 0.3939472436904907


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463
