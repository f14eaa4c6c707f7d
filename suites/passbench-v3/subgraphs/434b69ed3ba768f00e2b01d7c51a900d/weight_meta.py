class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 8, 134, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00021640592291220597
    std = 0.09078734388795448
    data = None
    min_val = -0.37433910369873047
    max_val = 0.3749519884586334


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 134, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.49837735456843696
    std = 0.6822531209579437
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 134, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.16466692901640068
    std = 0.5090383049257707
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 8, 134, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0004301640468957094
    std = 0.0904702449520561
    data = None
    min_val = -0.3587147891521454
    max_val = 0.4602512717247009
