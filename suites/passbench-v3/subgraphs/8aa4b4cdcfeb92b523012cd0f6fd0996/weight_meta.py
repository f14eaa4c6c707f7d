class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 2, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003437407045325358
    std = 0.9999402583574407
    data = None
    min_val = -3.8983771800994873
    max_val = 3.83311128616333


class Program_weight_tensor_meta_cos_5:
    name = "cos_5"
    shape = [1, 1, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00870017550051383
    std = 0.7099077867308807
    data = None
    min_val = -1.0
    max_val = 1.0
