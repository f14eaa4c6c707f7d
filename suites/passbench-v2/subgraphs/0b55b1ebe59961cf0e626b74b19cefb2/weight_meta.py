class Program_weight_tensor_meta_query_layer_6:
    name = "query_layer_6"
    shape = [1, 8, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00035195859994724296
    std = 0.06374572967207395
    data = None
    min_val = -0.23752570152282715
    max_val = 0.23380215466022491


class Program_weight_tensor_meta_transpose_43:
    name = "transpose_43"
    shape = [1, 8, 32, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00020978048624152617
    std = 0.06371308904390345
    data = None
    min_val = -0.23355311155319214
    max_val = 0.2627423405647278
