class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 1026, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002244298170701754
    std = 0.11054109431115659
    data = None
    min_val = -0.5157060623168945
    max_val = 0.5345310568809509


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 1026, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.2370447748885181e-05
    std = 0.11052951019717898
    data = None
    min_val = -0.565369188785553
    max_val = 0.5576300621032715


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 1026, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00015396109230014052
    std = 0.1105389922377472
    data = None
    min_val = -0.5113891363143921
    max_val = 0.5186277031898499
