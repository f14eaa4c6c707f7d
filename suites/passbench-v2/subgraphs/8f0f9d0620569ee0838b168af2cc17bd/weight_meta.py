class Program_weight_tensor_meta_permute_3:
    name = "permute_3"
    shape = [1, 11, 8, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00443965338185008
    std = 0.07276482787879718
    data = None
    min_val = -0.3011498749256134
    max_val = 0.35575851798057556
