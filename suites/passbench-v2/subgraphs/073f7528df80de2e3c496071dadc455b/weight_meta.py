class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 20, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.04174563803417186
    std = 0.21555475076645172
    data = None
    min_val = -0.8666940331459045
    max_val = 0.8059089183807373
