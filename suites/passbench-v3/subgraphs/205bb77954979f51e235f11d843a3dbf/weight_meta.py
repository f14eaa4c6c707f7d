class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 12, 1214, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00019613034276612395
    std = 0.1104911629016302
    data = None
    min_val = -0.5198761820793152
    max_val = 0.5568192601203918


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 12, 1214, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.144928240220019e-05
    std = 0.11094062542161401
    data = None
    min_val = -0.5394570827484131
    max_val = 0.5272266268730164


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 12, 1214, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0004794422978204329
    std = 0.11055674209491136
    data = None
    min_val = -0.5128352642059326
    max_val = 0.5015977025032043
