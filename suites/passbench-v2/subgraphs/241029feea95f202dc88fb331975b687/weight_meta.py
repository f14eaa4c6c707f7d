class Program_weight_tensor_meta_attn_25:
    name = "attn_25"
    shape = [4, 16, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.020408163277427668
    std = 0.008268491343289898
    data = None
    min_val = 0.004115864634513855
    max_val = 0.08272850513458252


class Program_weight_tensor_meta_v_4:
    name = "v_4"
    shape = [4, 16, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.03366324359257194
    std = 0.11915873002750689
    data = None
    min_val = -0.37135428190231323
    max_val = 0.28972816467285156
