class Program_weight_tensor_meta_permute_6:
    name = "permute_6"
    shape = [8, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_scores_13:
    name = "attention_scores_13"
    shape = [9, 8, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.2867060432420739e-06
    std = 0.002683268825181947
    data = None
    min_val = -0.023021388798952103
    max_val = 0.021973036229610443


class Program_weight_tensor_meta_attn_mask_3:
    name = "attn_mask_3"
    shape = [9, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = -30.555555555555557
    std = 46.0643566144245
    data = None
    min_val = -100.0
    max_val = 0.0
