class Program_weight_tensor_meta_tanh:
    name = "tanh"
    shape = [1, 512, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.035003455340577055
    std = 0.058679097874898896
    data = None
    min_val = -0.32611849904060364
    max_val = 0.26667237281799316


class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [1, 512, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.02200250687830822
    std = 0.03690876151061563
    data = None
    min_val = -0.21044310927391052
    max_val = 0.17036715149879456
