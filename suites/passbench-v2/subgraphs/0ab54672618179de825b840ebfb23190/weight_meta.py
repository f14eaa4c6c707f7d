class Program_weight_tensor_meta_y_embed_2:
    name = "y_embed_2"
    shape = [1, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.5
    std = 4.041451884327381
    data = None
    min_val = 1.0
    max_val = 14.0
