class Program_weight_tensor_meta_count_8:
    name = "count_8"
    shape = [1000]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_edge_index_i_4:
    name = "edge_index_i_4"
    shape = [100]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 11
    max_val = 976


class Program_weight_tensor_meta_x_j_4:
    name = "x_j_4"
    shape = [100, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002906800523676054
    std = 0.0046601645814481835
    data = None
    min_val = 0.0
    max_val = 0.03185596317052841
