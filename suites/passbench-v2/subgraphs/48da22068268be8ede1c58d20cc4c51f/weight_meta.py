class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 6, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.010911161401670713
    std = 0.09809043423432547
    data = None
    min_val = -0.4262509346008301
    max_val = 0.40033233165740967


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
