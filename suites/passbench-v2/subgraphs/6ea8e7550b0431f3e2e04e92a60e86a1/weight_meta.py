class Program_weight_tensor_meta_getitem_383:
    name = "getitem_383"
    shape = [1, 1, 288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 288.0
    std = 0.0
    data = None
    min_val = 288.0
    max_val = 288.0


class Program_weight_tensor_meta_y_embed_2:
    name = "y_embed_2"
    shape = [1, 288, 288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 144.5
    std = 83.13843876330611
    data = None
    min_val = 1.0
    max_val = 288.0


class Program_weight_tensor_meta_x_embed_2:
    name = "x_embed_2"
    shape = [1, 288, 288]
    dtype = "torch.float32"
    device = "cpu"
    mean = 144.5
    std = 83.13843876330611
    data = None
    min_val = 1.0
    max_val = 288.0
