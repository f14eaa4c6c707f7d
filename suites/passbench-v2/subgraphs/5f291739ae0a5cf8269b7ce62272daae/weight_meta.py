class Program_weight_tensor_meta_query_39:
    name = "query_39"
    shape = [1, 1, 4096, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.013973899163933186
    std = 0.07692550690629524
    data = None
    min_val = -0.33605536818504333
    max_val = 0.3514198064804077


class Program_weight_tensor_meta_key_38:
    name = "key_38"
    shape = [1, 1, 6, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.002138676394982516
    std = 0.06164864134731137
    data = None
    min_val = -0.11417395621538162
    max_val = 0.1741528958082199


class Program_weight_tensor_meta_value_34:
    name = "value_34"
    shape = [1, 1, 6, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.014967654463362123
    std = 0.0598642087910567
    data = None
    min_val = -0.12597119808197021
    max_val = 0.1987558901309967
