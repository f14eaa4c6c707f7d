class Program_weight_tensor_meta_permute_17:
    name = "permute_17"
    shape = [1, 7, 2, 7, 2, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.884898270954568e-06
    std = 0.0012203318720318752
    data = None
    min_val = -0.005089393816888332
    max_val = 0.004946266766637564
