class Program_weight_tensor_meta_permute_47:
    name = "permute_47"
    shape = [1, 11, 12, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0036296744500566892
    std = 0.0916469467250165
    data = None
    min_val = -0.3015257716178894
    max_val = 0.26959243416786194
