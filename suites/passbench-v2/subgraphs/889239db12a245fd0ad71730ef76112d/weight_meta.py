class Program_weight_tensor_meta_permute:
    name = "permute"
    shape = [1, 128, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.082194842298792e-05
    std = 0.010000244718930228
    data = None
    min_val = -0.03748863562941551
    max_val = 0.044416166841983795
