class Program_weight_tensor_meta_tmp_3:
    name = "tmp_3"
    shape = [2, 2, 32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00026852790064824106
    std = 0.03991031398184167
    data = None
    min_val = -0.14642970263957977
    max_val = 0.1407727301120758


class Program_weight_tensor_meta_in_2:
    name = "in_2"
    shape = [2, 2, 32, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None
