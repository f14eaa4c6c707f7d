class Program_weight_tensor_meta_unsqueeze_1:
    name = "unsqueeze_1"
    shape = [64, 1, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.7142857142857143
    std = 1.5934475078042551
    data = None
    min_val = 0.0
    max_val = 8.0


class Program_weight_tensor_meta_unsqueeze_2:
    name = "unsqueeze_2"
    shape = [64, 49, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.7142857142857143
    std = 1.5934475078042551
    data = None
    min_val = 0.0
    max_val = 8.0
