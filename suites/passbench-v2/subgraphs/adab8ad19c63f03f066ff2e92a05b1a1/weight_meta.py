class Program_weight_tensor_meta_permute_6:
    name = "permute_6"
    shape = [6, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_scores_13:
    name = "attention_scores_13"
    shape = [16, 6, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.898732700096012e-06
    std = 0.003114385379435895
    data = None
    min_val = -0.016246872022747993
    max_val = 0.014307018369436264


class Program_weight_tensor_meta_attn_mask_3:
    name = "attn_mask_3"
    shape = [16, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -22.990420658059143
    std = 42.07765098109067
    data = None
    min_val = -100.0
    max_val = 0.0
