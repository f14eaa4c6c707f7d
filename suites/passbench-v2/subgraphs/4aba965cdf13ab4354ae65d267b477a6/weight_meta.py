class Program_weight_tensor_meta_mul_6:
    name = "mul_6"
    shape = [1, 50, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00027678233028281753
    std = 0.24101750766304206
    data = None
    min_val = -1.0896203517913818
    max_val = 1.1945366859436035


class Program_weight_tensor_meta_hidden_states_25:
    name = "hidden_states_25"
    shape = [1, 50, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00016262182062385115
    std = 0.14160840456182958
    data = None
    min_val = -0.6401999592781067
    max_val = 0.7018429040908813
