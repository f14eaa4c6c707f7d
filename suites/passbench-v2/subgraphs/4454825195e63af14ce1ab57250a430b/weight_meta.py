class Program_weight_tensor_meta_getitem_67:
    name = "getitem_67"
    shape = [1, 1, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 28.0
    std = 0.0
    data = [28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0, 28.0]
    min_val = 28.0
    max_val = 28.0


class Program_weight_tensor_meta_y_embed_4:
    name = "y_embed_4"
    shape = [1, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 14.5
    std = 8.082903768654761
    data = None
    min_val = 1.0
    max_val = 28.0


class Program_weight_tensor_meta_x_embed_4:
    name = "x_embed_4"
    shape = [1, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 14.5
    std = 8.082903768654761
    data = None
    min_val = 1.0
    max_val = 28.0
