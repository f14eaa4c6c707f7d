class Program_weight_tensor_meta_getitem_1:
    name = "getitem_1"
    shape = [4, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0830078125
    std = 0.11417013863808971
    data = [0.25, 0.0625, 0.015625, 0.00390625]
    min_val = 0.00390625
    max_val = 0.25


class Program_weight_tensor_meta_arange_tensor:
    name = "arange_tensor"
    shape = [1, 1, 19]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
