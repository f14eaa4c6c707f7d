class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 2500, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
