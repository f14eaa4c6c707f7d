class Program_weight_tensor_meta_getitem_57:
    name = "getitem_57"
    shape = [1, 1, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 14.0
    std = 0.0
    data = [14.0, 14.0, 14.0, 14.0, 14.0, 14.0, 14.0, 14.0, 14.0, 14.0, 14.0, 14.0, 14.0, 14.0]
    min_val = 14.0
    max_val = 14.0


class Program_weight_tensor_meta_y_embed_2:
    name = "y_embed_2"
    shape = [1, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.5
    std = 4.041451884327381
    data = None
    min_val = 1.0
    max_val = 14.0


class Program_weight_tensor_meta_x_embed_2:
    name = "x_embed_2"
    shape = [1, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.5
    std = 4.041451884327381
    data = None
    min_val = 1.0
    max_val = 14.0
