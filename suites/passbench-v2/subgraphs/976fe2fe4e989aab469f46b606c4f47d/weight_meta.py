class Program_weight_tensor_meta_count_2:
    name = "count_2"
    shape = [1000]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_edge_index_i_1:
    name = "edge_index_i_1"
    shape = [100]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 11
    max_val = 976


class Program_weight_tensor_meta_x_j_1:
    name = "x_j_1"
    shape = [100, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00894092485641977
    std = 0.01437229889666107
    data = None
    min_val = 0.0
    max_val = 0.11645849049091339
