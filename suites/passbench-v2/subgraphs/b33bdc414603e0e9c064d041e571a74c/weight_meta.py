class Program_weight_tensor_meta_query_25:
    name = "query_25"
    shape = [1, 8, 6, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.816514636306873e-06
    std = 0.0002730552728805316
    data = None
    min_val = -0.001049018930643797
    max_val = 0.0008077879901975393


class Program_weight_tensor_meta_key_25:
    name = "key_25"
    shape = [1, 8, 6, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.2628728186073013e-06
    std = 0.0002710685865876106
    data = None
    min_val = -0.0009679640061222017
    max_val = 0.0009148596436716616


class Program_weight_tensor_meta_value_25:
    name = "value_25"
    shape = [1, 8, 6, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.006492649907196e-06
    std = 0.00026848892780503413
    data = None
    min_val = -0.0008300233166664839
    max_val = 0.000994562404230237
