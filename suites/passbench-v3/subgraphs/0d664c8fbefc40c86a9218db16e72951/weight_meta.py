class Program_weight_tensor_meta_query_68:
    name = "query_68"
    shape = [1, 8, 5184, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.005024324218385229
    std = 0.04513367399000178
    data = None
    min_val = -0.1511109173297882
    max_val = 0.15799415111541748


class Program_weight_tensor_meta_key_68:
    name = "key_68"
    shape = [1, 8, 8, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.004941968247067052
    std = 0.06684952551677728
    data = None
    min_val = -0.18490001559257507
    max_val = 0.1607370525598526


class Program_weight_tensor_meta_value_34:
    name = "value_34"
    shape = [1, 8, 8, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.005773410269739543
    std = 0.05758796338353645
    data = None
    min_val = -0.15863434970378876
    max_val = 0.17242632806301117
