class Program_weight_tensor_meta_y_embed_4:
    name = "y_embed_4"
    shape = [1, 144, 144]
    dtype = "torch.float32"
    device = "cpu"
    mean = 72.5
    std = 41.569219381653056
    data = None
    min_val = 1.0
    max_val = 144.0
