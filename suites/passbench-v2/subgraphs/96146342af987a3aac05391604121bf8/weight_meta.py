class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 300, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.348040513028732e-08
    std = 2.750703047021882e-06
    data = None
    min_val = -8.795675967121497e-06
    max_val = 7.324534180952469e-06


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 8, 300, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.0084912918244546e-07
    std = 2.721661932057178e-06
    data = None
    min_val = -6.989924713707296e-06
    max_val = 7.384001037280541e-06


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 8, 300, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.079324308574781e-29
    std = 2.8684677986256178e-27
    data = None
    min_val = -1.1866681293216107e-26
    max_val = 1.3176124914264878e-26
