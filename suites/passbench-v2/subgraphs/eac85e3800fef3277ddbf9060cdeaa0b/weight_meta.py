class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 257, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0003612166983414971
    std = 0.1079310320446325
    data = None
    min_val = -0.56005859375
    max_val = 0.4962322413921356
