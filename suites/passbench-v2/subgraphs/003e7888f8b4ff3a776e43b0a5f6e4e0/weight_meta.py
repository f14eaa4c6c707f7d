class Program_weight_tensor_meta_count_8:
    name = "count_8"
    shape = [1000]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_edge_index_i_4:
    name = "edge_index_i_4"
    shape = [2000]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 999


class Program_weight_tensor_meta_x_j_4:
    name = "x_j_4"
    shape = [2000, 10]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.6454106576336548
    std = 0.32846193194376366
    data = None
    min_val = -0.38166460394859314
    max_val = 2.575193405151367
