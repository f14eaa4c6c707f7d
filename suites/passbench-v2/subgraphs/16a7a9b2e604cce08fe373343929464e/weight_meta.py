class Program_weight_tensor_meta_permute_3:
    name = "permute_3"
    shape = [1, 128, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0004808289521303262
    std = 0.06470620640948639
    data = None
    min_val = -0.24760399758815765
    max_val = 0.17603716254234314
