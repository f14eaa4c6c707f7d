class Program_weight_tensor_meta_query_33:
    name = "query_33"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0020433520150618277
    std = 0.06273065668480912
    data = None
    min_val = -0.19230735301971436
    max_val = 0.21336838603019714


class Program_weight_tensor_meta_key_32:
    name = "key_32"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001987241829192499
    std = 0.06356571718981896
    data = None
    min_val = -0.2334495633840561
    max_val = 0.1698431372642517


class Program_weight_tensor_meta_value_30:
    name = "value_30"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003826620909785561
    std = 0.06488110575158797
    data = None
    min_val = -0.24379593133926392
    max_val = 0.13305293023586273
