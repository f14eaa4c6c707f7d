class Program_weight_tensor_meta_attention_scores_13:
    name = "attention_scores_13"
    shape = [16, 6, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.000676435627887485
    std = 1.7656119472247036
    data = None
    min_val = -6.875577926635742
    max_val = 6.9030961990356445


class Program_weight_tensor_meta_unsqueeze_11:
    name = "unsqueeze_11"
    shape = [1, 6, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.000124958212568
    std = 0.00026278357655705193
    data = None
    min_val = 7.999166488647461
    max_val = 8.001165390014648


class Program_weight_tensor_meta_attn_mask_3:
    name = "attn_mask_3"
    shape = [16, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -22.990420658059143
    std = 42.07765098109067
    data = None
    min_val = -100.0
    max_val = 0.0
