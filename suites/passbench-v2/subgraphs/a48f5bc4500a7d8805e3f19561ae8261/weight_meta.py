class Program_weight_tensor_meta_attention_scores_4:
    name = "attention_scores_4"
    shape = [64, 3, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0024304788571055413
    std = 1.7717156894473165
    data = None
    min_val = -7.197474956512451
    max_val = 7.724196434020996


class Program_weight_tensor_meta_unsqueeze_3:
    name = "unsqueeze_3"
    shape = [1, 3, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.000033520798244
    std = 0.00020184024467772923
    data = None
    min_val = 7.999473571777344
    max_val = 8.000938415527344


class Program_weight_tensor_meta_attn_mask_1:
    name = "attn_mask_1"
    shape = [64, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -11.870054144106621
    std = 32.34368619728302
    data = None
    min_val = -100.0
    max_val = 0.0
