class Program_weight_tensor_meta_base:
    name = "base"
    shape = []
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.25
    std = 0.0
    data = [0.25]
    min_val = 0.25
    max_val = 0.25
