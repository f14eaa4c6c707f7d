class Program_weight_tensor_meta_tanh_2:
    name = "tanh_2"
    shape = [1, 19, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0001983862460920753
    std = 0.07944434280403656
    data = None
    min_val = -0.30464044213294983
    max_val = 0.3230573534965515


class Program_weight_tensor_meta_mul_8:
    name = "mul_8"
    shape = [1, 19, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0001265088421486158
    std = 0.050034158095210876
    data = None
    min_val = -0.19582012295722961
    max_val = 0.20834819972515106
