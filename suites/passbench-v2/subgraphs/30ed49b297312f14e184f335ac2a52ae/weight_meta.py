class Program_weight_tensor_meta_unsqueeze_67:
    name = "unsqueeze_67"
    shape = [1, 1, 144]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.0
    std = 1.5866576560438352
    data = None
    min_val = 4.0
    max_val = 8.0


class Program_weight_tensor_meta_unsqueeze_68:
    name = "unsqueeze_68"
    shape = [1, 144, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.0
    std = 1.5866576560438352
    data = None
    min_val = 4.0
    max_val = 8.0
