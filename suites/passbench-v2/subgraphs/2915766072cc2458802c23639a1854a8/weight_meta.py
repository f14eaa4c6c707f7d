class Program_weight_tensor_meta_unsqueeze_13:
    name = "unsqueeze_13"
    shape = [4, 1, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.857142857142857
    std = 2.5217006878244606
    data = None
    min_val = 0.0
    max_val = 8.0


class Program_weight_tensor_meta_unsqueeze_14:
    name = "unsqueeze_14"
    shape = [4, 49, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.857142857142857
    std = 2.5217006878244606
    data = None
    min_val = 0.0
    max_val = 8.0
