class Program_weight_tensor_meta_sum_1:
    name = "sum_1"
    shape = [1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 32.0
    std = 0.0
    data = [32.0]
    min_val = 32.0
    max_val = 32.0


class Program_weight_tensor_meta_text_features_2:
    name = "text_features_2"
    shape = [1, 32, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.401684184860642e-09
    std = 0.9997764554476134
    data = None
    min_val = -3.916640281677246
    max_val = 3.519592523574829


class Program_weight_tensor_meta_is_valid:
    name = "is_valid"
    shape = [1, 32, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
    min_val = 1.0
    max_val = 1.0
