class Program_weight_tensor_meta_to_12:
    name = "to_12"
    shape = [1, 128, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0012964570866274006
    std = 0.44720902590328504
    data = None
    min_val = -2.050147771835327
    max_val = 1.9336751699447632
