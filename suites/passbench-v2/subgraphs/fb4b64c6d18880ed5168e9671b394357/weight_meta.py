class Program_weight_tensor_meta_permute_4:
    name = "permute_4"
    shape = [8, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_scores_10:
    name = "attention_scores_10"
    shape = [9, 8, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.532271784734346e-07
    std = 0.0029187693617799223
    data = None
    min_val = -0.023297615349292755
    max_val = 0.026033099740743637
