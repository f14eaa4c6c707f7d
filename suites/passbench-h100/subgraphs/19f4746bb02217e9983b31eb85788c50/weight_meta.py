class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 4, 22, 22]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -8.638130259870498e-05
    std = 0.0016029825154290395
    data = None
    min_val = -0.006494627334177494
    max_val = 0.007049829699099064


class Program_weight_tensor_meta_extended_attention_mask_2:
    name = "extended_attention_mask_2"
    shape = [1, 1, 1, 22]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0]
    min_val = -0.0
    max_val = -0.0
