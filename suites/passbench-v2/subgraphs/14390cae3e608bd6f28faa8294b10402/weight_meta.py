class Program_weight_tensor_meta_unsqueeze_7:
    name = "unsqueeze_7"
    shape = [16, 1, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.4285714285714286
    std = 2.1081851067789192
    data = None
    min_val = 0.0
    max_val = 8.0


class Program_weight_tensor_meta_unsqueeze_8:
    name = "unsqueeze_8"
    shape = [16, 49, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.4285714285714286
    std = 2.1081851067789192
    data = None
    min_val = 0.0
    max_val = 8.0
