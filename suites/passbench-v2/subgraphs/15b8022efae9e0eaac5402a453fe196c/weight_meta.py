class Program_weight_tensor_meta_permute_1:
    name = "permute_1"
    shape = [1, 128, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0003526602475677181
    std = 0.06428129173600283
    data = None
    min_val = -0.20031484961509705
    max_val = 0.18275880813598633
