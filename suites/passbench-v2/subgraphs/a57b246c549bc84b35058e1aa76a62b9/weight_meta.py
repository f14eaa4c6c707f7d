class Program_weight_tensor_meta_attention_scores_28:
    name = "attention_scores_28"
    shape = [64, 6, 64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.012081118805628491
    std = 1.7058737119544338
    data = None
    min_val = -5.62598180770874
    max_val = 6.6562910079956055


class Program_weight_tensor_meta_unsqueeze_24:
    name = "unsqueeze_24"
    shape = [1, 6, 64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.00023836363107
    std = 0.00022508146613889376
    data = None
    min_val = 7.999637603759766
    max_val = 8.001494407653809
