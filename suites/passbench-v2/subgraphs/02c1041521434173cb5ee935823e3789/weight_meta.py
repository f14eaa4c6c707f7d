class Program_weight_tensor_meta_x_128:
    name = "x_128"
    shape = [1, 880, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.175818603789114e-10
    std = 8.076668484158873e-09
    data = None
    min_val = -3.764816369766777e-08
    max_val = 3.322465857991119e-08
