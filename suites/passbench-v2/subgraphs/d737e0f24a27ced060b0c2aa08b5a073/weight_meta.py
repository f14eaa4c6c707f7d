class Program_weight_tensor_meta_features_42:
    name = "features_42"
    shape = [1, 256, 4, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
