class Program_weight_tensor_meta_count:
    name = "count"
    shape = [1000]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_edge_index_i:
    name = "edge_index_i"
    shape = [100]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 11
    max_val = 976


class Program_weight_tensor_meta_x_j:
    name = "x_j"
    shape = [100, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.007905955114219978
    std = 0.19934838396069451
    data = None
    min_val = -0.9225987792015076
    max_val = 0.7439386248588562
