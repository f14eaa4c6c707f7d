class Program_weight_tensor_meta_unsqueeze_7:
    name = "unsqueeze_7"
    shape = [9, 1, 144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.0
    std = 2.4161617987704873
    data = None
    min_val = 0.0
    max_val = 8.0


class Program_weight_tensor_meta_unsqueeze_8:
    name = "unsqueeze_8"
    shape = [9, 144, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.0
    std = 2.4161617987704873
    data = None
    min_val = 0.0
    max_val = 8.0
