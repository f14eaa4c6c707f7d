class Program_weight_tensor_meta_queries_1:
    name = "queries_1"
    shape = [1, 8, 77, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0004649599992010173
    std = 0.03565240595651704
    data = None
    min_val = -0.15545114874839783
    max_val = 0.14804154634475708


class Program_weight_tensor_meta_keys_1:
    name = "keys_1"
    shape = [1, 8, 77, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.293199841641801e-06
    std = 0.03563059646361464
    data = None
    min_val = -0.1489010751247406
    max_val = 0.14133776724338531


class Program_weight_tensor_meta_values_1:
    name = "values_1"
    shape = [1, 8, 77, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0002583871946371079
    std = 0.0355538354015627
    data = None
    min_val = -0.15667885541915894
    max_val = 0.1664074957370758


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 77, 77]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
