class Program_weight_tensor_meta_attention_scores_22:
    name = "attention_scores_22"
    shape = [4, 12, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00414009074630323
    std = 1.7725273906523782
    data = None
    min_val = -7.001855373382568
    max_val = 6.486766815185547


class Program_weight_tensor_meta_unsqueeze_19:
    name = "unsqueeze_19"
    shape = [1, 12, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.000320642834883
    std = 0.0002915184323676783
    data = None
    min_val = 7.999422073364258
    max_val = 8.001554489135742


class Program_weight_tensor_meta_attn_mask_5:
    name = "attn_mask_5"
    shape = [4, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -42.982090795501875
    std = 49.50761716134557
    data = None
    min_val = -100.0
    max_val = 0.0
