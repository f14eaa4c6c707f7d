class Program_weight_tensor_meta_features_66:
    name = "features_66"
    shape = [1, 384, 4, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
