class Program_weight_tensor_meta_x_11:
    name = "x_11"
    shape = [1, 197, 4096]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0005250878051288856
    std = 0.1284574000622206
    data = None
    min_val = -0.6188778877258301
    max_val = 0.5794770121574402
