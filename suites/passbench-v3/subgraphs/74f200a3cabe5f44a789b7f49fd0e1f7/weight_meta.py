class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 6, 1500, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.237635727581895e-05
    std = 0.009815808408531782
    data = None
    min_val = -0.04436700791120529
    max_val = 0.0496223121881485


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 6, 1500, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.6986117008667254e-05
    std = 0.07817898064331143
    data = None
    min_val = -0.3475220799446106
    max_val = 0.3702086806297302


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 6, 1500, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.9714603648896098e-05
    std = 0.07827283846053155
    data = None
    min_val = -0.3926421105861664
    max_val = 0.35092878341674805
