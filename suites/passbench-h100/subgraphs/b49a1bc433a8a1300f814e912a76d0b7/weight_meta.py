class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 19]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]


class Program_weight_tensor_meta_slopes:
    name = "slopes"
    shape = [4]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0830078125
    std = 0.11417013863808971
    data = [0.25, 0.0625, 0.015625, 0.00390625]
    min_val = 0.00390625
    max_val = 0.25
