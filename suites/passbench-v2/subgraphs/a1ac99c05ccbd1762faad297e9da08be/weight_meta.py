class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 12, 196, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.44012664567376e-05
    std = 0.11101307416365103
    data = None
    min_val = -0.5080815553665161
    max_val = 0.457457959651947


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 12, 196, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0005635760341785271
    std = 0.11041330242503301
    data = None
    min_val = -0.4807175397872925
    max_val = 0.5268447995185852


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 12, 196, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.65177481859322e-05
    std = 0.11072173007806692
    data = None
    min_val = -0.5620280504226685
    max_val = 0.48922282457351685
