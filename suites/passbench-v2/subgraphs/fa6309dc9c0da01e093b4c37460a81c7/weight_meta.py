class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 40, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.1624482813338773
    std = 0.44364000934604586
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999929070472717


class Program_weight_tensor_meta_cos_7:
    name = "cos_7"
    shape = [1, 1, 40, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.6249075010760862
    std = 0.621884737122168
    data = None
    min_val = -0.9999608397483826
    max_val = 1.0
