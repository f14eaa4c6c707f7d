class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 4, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.012617830430004903
    std = 0.050207581942516843
    data = None
    min_val = -0.21356114745140076
    max_val = 0.204818457365036


class Program_weight_tensor_meta_attention_masks_3:
    name = "attention_masks_3"
    shape = [1, 4, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.7022425006404923e+38
    std = 1.701424511256928e+38
    data = None
    min_val = -3.4028234663852886e+38
    max_val = -0.0
