class Program_weight_tensor_meta_features_100:
    name = "features_100"
    shape = [1, 512, 4, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
