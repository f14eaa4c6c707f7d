class Program_weight_tensor_meta_attention_scores_4:
    name = "attention_scores_4"
    shape = [64, 6, 64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.24446606227106718
    std = 1.2898521286468179
    data = None
    min_val = -4.427769184112549
    max_val = 5.442802906036377


class Program_weight_tensor_meta_unsqueeze_3:
    name = "unsqueeze_3"
    shape = [1, 6, 64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.999708027074424
    std = 0.00030665796195927786
    data = None
    min_val = 7.99802827835083
    max_val = 8.000370979309082


class Program_weight_tensor_meta_attn_mask_1:
    name = "attn_mask_1"
    shape = [64, 64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -12.109375
    std = 32.62368153825088
    data = None
    min_val = -100.0
    max_val = 0.0
