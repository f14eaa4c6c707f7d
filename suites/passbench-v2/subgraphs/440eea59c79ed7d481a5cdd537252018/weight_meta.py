class Program_weight_tensor_meta_y_embed_4:
    name = "y_embed_4"
    shape = [1, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 14.5
    std = 8.082903768654761
    data = None
    min_val = 1.0
    max_val = 28.0
