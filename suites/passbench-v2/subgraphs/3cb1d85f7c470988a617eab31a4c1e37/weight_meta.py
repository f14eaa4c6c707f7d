class Program_weight_tensor_meta_permute:
    name = "permute"
    shape = [1, 128, 16, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0009011669525269474
    std = 0.07233276690452932
    data = None
    min_val = -0.22293198108673096
    max_val = 0.24123317003250122
