class Program_weight_tensor_meta_key_24:
    name = "key_24"
    shape = [1, 1, 6, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.2628728186073013e-06
    std = 0.0002710685865876106
    data = None
    min_val = -0.0009679640061222017
    max_val = 0.0009148596436716616


class Program_weight_tensor_meta_value_24:
    name = "value_24"
    shape = [1, 1, 6, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.006492649907196e-06
    std = 0.00026848892780503413
    data = None
    min_val = -0.0008300233166664839
    max_val = 0.000994562404230237
