class Program_weight_tensor_meta_permute_21:
    name = "permute_21"
    shape = [1, 4, 8, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0038356011500013665
    std = 0.036298356499191844
    data = None
    min_val = -0.07718756794929504
    max_val = 0.0875292643904686
