class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 12, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000494724027614156
    std = 0.010706277364606906
    data = None
    min_val = -0.0680638775229454
    max_val = 0.05672197416424751


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
