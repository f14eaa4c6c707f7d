class Program_weight_tensor_meta_silu_4:
    name = "silu_4"
    shape = [1, 256, 4096]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_x_64:
    name = "x_64"
    shape = [1, 256, 4096]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0037414707464987693
    std = 0.15551580970558487
    data = None
    min_val = -0.7617326974868774
    max_val = 0.748333215713501
