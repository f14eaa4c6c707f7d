class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 8, 100, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.7678954315080163e-06
    std = 0.0002526045535360162
    data = None
    min_val = -0.0010147970169782639
    max_val = 0.0009698623325675726


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 8, 100, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.170426698375529e-06
    std = 0.0002522179195699863
    data = None
    min_val = -0.0010795814450830221
    max_val = 0.000957464100793004


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 8, 100, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
