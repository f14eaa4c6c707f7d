class Program_weight_tensor_meta_getitem_77:
    name = "getitem_77"
    shape = [1, 1, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 56.0
    std = 0.0
    data = [56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0, 56.0]
    min_val = 56.0
    max_val = 56.0


class Program_weight_tensor_meta_y_embed_6:
    name = "y_embed_6"
    shape = [1, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 28.5
    std = 16.165807537309522
    data = None
    min_val = 1.0
    max_val = 56.0


class Program_weight_tensor_meta_x_embed_6:
    name = "x_embed_6"
    shape = [1, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 28.5
    std = 16.165807537309522
    data = None
    min_val = 1.0
    max_val = 56.0
