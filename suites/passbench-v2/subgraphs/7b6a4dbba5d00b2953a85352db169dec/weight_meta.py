class Program_weight_tensor_meta_linear_14:
    name = "linear_14"
    shape = [49, 4, 4, 1152]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0003336883462552421
    std = 0.055673963820914316
    data = None
    min_val = -0.2563856244087219
    max_val = 0.2554212510585785
