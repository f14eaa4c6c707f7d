class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 1500, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.2277617433890482
    std = 0.7190105075530574
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 1500, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.16935733296037453
    std = 0.6344176417576498
    data = None
    min_val = -1.0
    max_val = 1.0
