class Program_weight_tensor_meta_linear:
    name = "linear"
    shape = [1, 128, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.022222729305892e-06
    std = 0.0009119785231422663
    data = None
    min_val = -0.003243751358240843
    max_val = 0.004134682938456535
