class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 12, 201, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0006802099890757014
    std = 0.11086767116240194
    data = None
    min_val = -0.5303608179092407
    max_val = 0.4801121652126312


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 12, 201, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00012390955391514334
    std = 0.11103353758357264
    data = None
    min_val = -0.5634899139404297
    max_val = 0.45797717571258545


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 12, 201, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0001540997575814882
    std = 0.11105675790010076
    data = None
    min_val = -0.5036197900772095
    max_val = 0.6086458563804626
