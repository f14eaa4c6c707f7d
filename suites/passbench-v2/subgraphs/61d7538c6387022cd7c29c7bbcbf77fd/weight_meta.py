class Program_weight_tensor_meta_getitem_403:
    name = "getitem_403"
    shape = [1, 1, 72]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 72.0
    std = 0.0
    data = None
    min_val = 72.0
    max_val = 72.0


class Program_weight_tensor_meta_y_embed_6:
    name = "y_embed_6"
    shape = [1, 72, 72]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 36.5
    std = 20.784609690826528
    data = None
    min_val = 1.0
    max_val = 72.0


class Program_weight_tensor_meta_x_embed_6:
    name = "x_embed_6"
    shape = [1, 72, 72]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 36.5
    std = 20.784609690826528
    data = None
    min_val = 1.0
    max_val = 72.0
