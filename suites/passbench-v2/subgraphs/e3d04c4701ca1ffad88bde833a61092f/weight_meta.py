class Program_weight_tensor_meta_query_states_34:
    name = "query_states_34"
    shape = [1, 8, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_key_states_18:
    name = "key_states_18"
    shape = [1, 8, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_value_states_7:
    name = "value_states_7"
    shape = [1, 8, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
