class Program_weight_tensor_meta_query_33:
    name = "query_33"
    shape = [1, 1, 6, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0037021663789952677
    std = 0.06792209852611474
    data = None
    min_val = -0.2146340161561966
    max_val = 0.1733749806880951


class Program_weight_tensor_meta_key_32:
    name = "key_32"
    shape = [1, 1, 6, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0015795399195515831
    std = 0.06454147531051782
    data = None
    min_val = -0.1531933844089508
    max_val = 0.16193410754203796


class Program_weight_tensor_meta_value_30:
    name = "value_30"
    shape = [1, 1, 6, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.003989612410653838
    std = 0.06444314339906922
    data = None
    min_val = -0.17958010733127594
    max_val = 0.18874843418598175
