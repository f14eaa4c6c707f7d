class Program_weight_tensor_meta_tmp_3:
    name = "tmp_3"
    shape = [1, 4, 16, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0027429785198975765
    std = 0.03888654087450379
    data = None
    min_val = -0.11576972156763077
    max_val = 0.12008660286664963


class Program_weight_tensor_meta_in_2:
    name = "in_2"
    shape = [1, 4, 16, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None
