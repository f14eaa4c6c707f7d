class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 35, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.08421151252005074
    std = 0.31704425140088704
    data = None
    min_val = -1.4213743209838867
    max_val = 1.417137622833252
