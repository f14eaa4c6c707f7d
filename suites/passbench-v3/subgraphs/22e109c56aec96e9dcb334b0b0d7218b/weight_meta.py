class Program_weight_tensor_meta_attn_weights_37:
    name = "attn_weights_37"
    shape = [1, 8, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.007812500007560175
    std = 0.00030710966822341114
    data = None
    min_val = 0.006443760357797146
    max_val = 0.00978986918926239


class Program_weight_tensor_meta_values_7:
    name = "values_7"
    shape = [1, 8, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.002378622601587388
    std = 0.19916778915145006
    data = None
    min_val = -0.7936291694641113
    max_val = 0.992152750492096
