class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 256, 40]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.1708573149355857
    std = 0.5425173911322063
    data = None
    min_val = -0.999994158744812
    max_val = 0.9999999403953552


class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 256, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.928475458969131e-11
    std = 0.9997485206245473
    data = None
    min_val = -4.325809478759766
    max_val = 4.330527305603027
