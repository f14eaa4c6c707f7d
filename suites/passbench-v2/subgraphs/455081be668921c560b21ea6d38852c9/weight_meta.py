class Program_weight_tensor_meta_permute_1:
    name = "permute_1"
    shape = [1, 32, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0009114700249422311
    std = 0.06355233143969709
    data = None
    min_val = -0.17798125743865967
    max_val = 0.24618764221668243
