class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 12, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.01413088640677875
    std = 0.0923885932248885
    data = None
    min_val = -0.3594529926776886
    max_val = 0.3902302384376526


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
