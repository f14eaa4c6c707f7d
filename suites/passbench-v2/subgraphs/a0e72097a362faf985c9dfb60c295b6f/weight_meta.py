class Program_weight_tensor_meta_query_layer_4:
    name = "query_layer_4"
    shape = [1, 5, 196, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.2308034166012105e-05
    std = 0.050440194430814045
    data = None
    min_val = -0.20957724750041962
    max_val = 0.2050713449716568


class Program_weight_tensor_meta_transpose_30:
    name = "transpose_30"
    shape = [1, 5, 32, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004228883592930993
    std = 0.05156447876944325
    data = None
    min_val = -0.2185913473367691
    max_val = 0.206765279173851
