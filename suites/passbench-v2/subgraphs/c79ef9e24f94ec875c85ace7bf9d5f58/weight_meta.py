class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 33, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0005252071169865524
    std = 0.1829342347617244
    data = None
    min_val = -0.7311436533927917
    max_val = 0.7819975018501282


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [1, 8, 33, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0008791920670017644
    std = 0.18627497742240873
    data = None
    min_val = -0.6543583869934082
    max_val = 0.6810988187789917


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [1, 8, 33, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0014524443839576406
    std = 0.1383381183942594
    data = None
    min_val = -0.5369282364845276
    max_val = 0.5542866587638855
