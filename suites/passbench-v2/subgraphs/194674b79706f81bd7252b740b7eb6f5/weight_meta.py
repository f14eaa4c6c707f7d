class Program_weight_tensor_meta_y_embed_8:
    name = "y_embed_8"
    shape = [1, 36, 36]
    dtype = "torch.float32"
    device = "cpu"
    mean = 18.5
    std = 10.392304845413264
    data = None
    min_val = 1.0
    max_val = 36.0
