class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 16, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.974721013654225e-05
    std = 0.015582563833645396
    data = None
    min_val = -0.07574449479579926
    max_val = 0.07232179492712021


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 16, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0002645209412346752
    std = 0.12500127666283692
    data = None
    min_val = -0.6266839504241943
    max_val = 0.5920138359069824


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 16, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00045903089350035544
    std = 0.12443601445297953
    data = None
    min_val = -0.6180419325828552
    max_val = 0.5979421734809875
