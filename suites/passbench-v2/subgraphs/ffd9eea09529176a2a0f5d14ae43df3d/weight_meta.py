class Program_weight_tensor_meta_getitem_86:
    name = "getitem_86"
    shape = [1, 1, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.0
    std = 0.0
    data = [7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0]
    min_val = 7.0
    max_val = 7.0


class Program_weight_tensor_meta_y_embed:
    name = "y_embed"
    shape = [1, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.0
    std = 2.0207259421636903
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 6.0, 6.0, 6.0, 6.0, 6.0, 6.0, 6.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0]
    min_val = 1.0
    max_val = 7.0


class Program_weight_tensor_meta_x_embed:
    name = "x_embed"
    shape = [1, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.0
    std = 2.0207259421636903
    data = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]
    min_val = 1.0
    max_val = 7.0
