class Program_weight_tensor_meta_permute_16:
    name = "permute_16"
    shape = [1, 196, 5, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0002253492480774829
    std = 0.006567304153725196
    data = None
    min_val = -0.01687544956803322
    max_val = 0.016852300614118576
