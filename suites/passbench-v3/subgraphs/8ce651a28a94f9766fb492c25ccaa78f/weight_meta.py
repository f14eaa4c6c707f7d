class Program_weight_tensor_meta_attn_12:
    name = "attn_12"
    shape = [16, 8, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.7586041097092372
    std = 0.4716264594889208
    data = None
    min_val = -2.1719918251037598
    max_val = 0.462303102016449
