class Program_weight_tensor_meta_query_states_17:
    name = "query_states_17"
    shape = [2, 8, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_key_states_9:
    name = "key_states_9"
    shape = [2, 8, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [2, 8, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
