class Program_weight_tensor_meta_embed_1:
    name = "embed_1"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
