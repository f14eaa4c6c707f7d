class Program_weight_tensor_meta_permute_10:
    name = "permute_10"
    shape = [16, 144, 144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_scores_22:
    name = "attention_scores_22"
    shape = [4, 16, 144, 144]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.304534313264507e-07
    std = 0.0028433673006347878
    data = None
    min_val = -0.042997319251298904
    max_val = 0.03939937800168991


class Program_weight_tensor_meta_attn_mask_5:
    name = "attn_mask_5"
    shape = [4, 144, 144]
    dtype = "torch.float32"
    device = "cpu"
    mean = -43.75
    std = 49.60813612932193
    data = None
    min_val = -100.0
    max_val = 0.0
