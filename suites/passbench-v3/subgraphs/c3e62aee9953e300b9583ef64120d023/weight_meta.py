class Program_weight_tensor_meta_attn_23:
    name = "attn_23"
    shape = [4, 16, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.7869631448701898
    std = 0.3911989765594763
    data = None
    min_val = -2.2434420585632324
    max_val = 0.6605510115623474
