class Program_weight_tensor_meta_query_states_25:
    name = "query_states_25"
    shape = [8, 7, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.976224160722917e-05
    std = 0.004420908047981669
    data = None
    min_val = -0.014437461271882057
    max_val = 0.01805013045668602


class Program_weight_tensor_meta_transpose_64:
    name = "transpose_64"
    shape = [8, 64, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00011282706187947562
    std = 0.03615761433154906
    data = None
    min_val = -0.1298336237668991
    max_val = 0.12251845002174377
