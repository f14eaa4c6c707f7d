class Program_weight_tensor_meta_attn_28:
    name = "attn_28"
    shape = [1, 4, 16, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.6697785153877115
    std = 0.36837004128227596
    data = None
    min_val = -2.111677885055542
    max_val = 0.45453914999961853


class Program_weight_tensor_meta_unsqueeze_17:
    name = "unsqueeze_17"
    shape = [1, 4, 1, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -42.982090795501875
    std = 49.50761716134557
    data = None
    min_val = -100.0
    max_val = 0.0
