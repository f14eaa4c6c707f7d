class Program_weight_tensor_meta_y_embed_6:
    name = "y_embed_6"
    shape = [1, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 28.5
    std = 16.165807537309522
    data = None
    min_val = 1.0
    max_val = 56.0
