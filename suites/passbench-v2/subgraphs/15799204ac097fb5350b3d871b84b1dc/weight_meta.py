class Program_weight_tensor_meta_query_states_3:
    name = "query_states_3"
    shape = [1, 2, 784, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002614828712206353
    std = 0.03199674295349315
    data = None
    min_val = -0.14278766512870789
    max_val = 0.13254036009311676


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [1, 2, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000162274530608482
    std = 0.03137030402837438
    data = None
    min_val = -0.1146189346909523
    max_val = 0.10115198791027069


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [1, 2, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.941632255654644e-05
    std = 0.03295173850605793
    data = None
    min_val = -0.12071563303470612
    max_val = 0.1288124918937683
