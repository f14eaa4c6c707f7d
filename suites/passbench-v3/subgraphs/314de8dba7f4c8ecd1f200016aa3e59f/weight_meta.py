class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.031634987771848e-05
    std = 0.017568634634943896
    data = None
    min_val = -0.08563589304685593
    max_val = 0.0873633399605751


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0003027657323802121
    std = 0.14057540983866973
    data = None
    min_val = -0.662632942199707
    max_val = 0.6771355271339417


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00038380199717859433
    std = 0.1405635723427102
    data = None
    min_val = -0.6583777070045471
    max_val = 0.670829176902771
