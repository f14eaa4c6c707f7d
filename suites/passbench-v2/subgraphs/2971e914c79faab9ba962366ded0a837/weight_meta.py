class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 8, 900, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.8864738822755091e-07
    std = 0.0002578163603531018
    data = None
    min_val = -0.0011718241730704904
    max_val = 0.0011888351291418076


class Program_weight_tensor_meta_transpose_3:
    name = "transpose_3"
    shape = [1, 8, 32, 900]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.243973504995013e-07
    std = 0.0002572664190195024
    data = None
    min_val = -0.0011281953193247318
    max_val = 0.001124087837524712
