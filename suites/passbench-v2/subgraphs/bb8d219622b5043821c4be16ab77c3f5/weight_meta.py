class Program_weight_tensor_meta_linear_8:
    name = "linear_8"
    shape = [1, 13, 2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000371572884651309
    std = 0.0907177224673014
    data = None
    min_val = -0.3560667037963867
    max_val = 0.34415945410728455
