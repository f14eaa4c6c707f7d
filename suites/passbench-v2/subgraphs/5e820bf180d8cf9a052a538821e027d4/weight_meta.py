class Program_weight_tensor_meta_getitem_393:
    name = "getitem_393"
    shape = [1, 1, 144]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 144.0
    std = 0.0
    data = None
    min_val = 144.0
    max_val = 144.0


class Program_weight_tensor_meta_y_embed_4:
    name = "y_embed_4"
    shape = [1, 144, 144]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 72.5
    std = 41.569219381653056
    data = None
    min_val = 1.0
    max_val = 144.0


class Program_weight_tensor_meta_x_embed_4:
    name = "x_embed_4"
    shape = [1, 144, 144]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 72.5
    std = 41.569219381653056
    data = None
    min_val = 1.0
    max_val = 144.0
