class Program_weight_tensor_meta_tmp_1:
    name = "tmp_1"
    shape = [1, 4, 16, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.02194382815918061
    std = 0.31109232699603034
    data = None
    min_val = -0.9261577725410461
    max_val = 0.960692822933197


class Program_weight_tensor_meta_in_3:
    name = "in_3"
    shape = [1, 1, 1, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
