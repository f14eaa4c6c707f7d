class Program_weight_tensor_meta_permute_5:
    name = "permute_5"
    shape = [9, 144, 8, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.3599797612881916e-05
    std = 0.004109354190353279
    data = None
    min_val = -0.015444302931427956
    max_val = 0.017747405916452408
