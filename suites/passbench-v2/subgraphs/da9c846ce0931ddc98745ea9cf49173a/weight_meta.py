class Program_weight_tensor_meta_unsqueeze_1:
    name = "unsqueeze_1"
    shape = [64, 1, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.75
    std = 1.6655674030536183
    data = None
    min_val = 0.0
    max_val = 8.0


class Program_weight_tensor_meta_unsqueeze_2:
    name = "unsqueeze_2"
    shape = [64, 64, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.75
    std = 1.6655674030536183
    data = None
    min_val = 0.0
    max_val = 8.0
