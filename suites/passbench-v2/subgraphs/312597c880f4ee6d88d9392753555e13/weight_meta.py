class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 12, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0022625899019422294
    std = 0.09544666395953895
    data = None
    min_val = -0.460940957069397
    max_val = 0.4623339772224426


class Program_weight_tensor_meta_mask:
    name = "mask"
    shape = [1, 1, 1, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
