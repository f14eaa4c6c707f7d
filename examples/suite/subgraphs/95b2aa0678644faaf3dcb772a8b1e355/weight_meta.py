class Program_weight_tensor_meta_tmp_1:
    name = "tmp_1"
    shape = [2, 2, 32, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0021482232051859285
    std = 0.3192825118547334
    data = None
    min_val = -1.1714376211166382
    max_val = 1.1261818408966064


class Program_weight_tensor_meta_in_3:
    name = "in_3"
    shape = [2, 1, 1, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
