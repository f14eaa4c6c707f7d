class Program_weight_tensor_meta_queries_1:
    name = "queries_1"
    shape = [1, 12, 576, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.043613688295290894
    std = 0.2511540239944958
    data = None
    min_val = -1.2172963619232178
    max_val = 1.0919079780578613


class Program_weight_tensor_meta_keys_1:
    name = "keys_1"
    shape = [1, 12, 576, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.045204027239113376
    std = 0.21655806913320477
    data = None
    min_val = -1.1399887800216675
    max_val = 0.9251317977905273


class Program_weight_tensor_meta_values_1:
    name = "values_1"
    shape = [1, 12, 576, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0017484283452905054
    std = 0.07070569029607632
    data = None
    min_val = -0.3428272008895874
    max_val = 0.3051530718803406
