class Program_weight_tensor_meta_permute_17:
    name = "permute_17"
    shape = [1, 32, 2, 32, 2, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.2468280831819702e-05
    std = 0.0012924137423977683
    data = None
    min_val = -0.006090438459068537
    max_val = 0.005856180097907782
