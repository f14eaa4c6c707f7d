class Program_weight_tensor_meta_attention_scores_6:
    name = "attention_scores_6"
    shape = [1, 6, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005411447293762357
    std = 0.09669703553869681
    data = None
    min_val = -0.3976963460445404
    max_val = 0.5390757322311401


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
