class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 16, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0013278633045515765
    std = 0.13300701461063022
    data = None
    min_val = -0.6313433051109314
    max_val = 0.674021303653717


class Program_weight_tensor_meta_mask:
    name = "mask"
    shape = [1, 1, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
