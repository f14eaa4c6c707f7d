class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [1, 128, 1536]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0009500376353256661
    std = 0.030982344565755125
    data = None
    min_val = -0.175142303109169
    max_val = 0.33714333176612854


class Program_weight_tensor_meta_getitem_6:
    name = "getitem_6"
    shape = [1, 128, 1]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1
    max_val = 1
