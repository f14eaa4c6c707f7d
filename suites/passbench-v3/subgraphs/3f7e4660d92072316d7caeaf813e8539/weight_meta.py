class Program_weight_tensor_meta_x_se_19:
    name = "x_se_19"
    shape = [1, 1500, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.616219668266448e-16
    std = 5.111199052787363e-14
    data = None
    min_val = -1.9608533546877638e-13
    max_val = 1.592589043497919e-13


class Program_weight_tensor_meta_x_67:
    name = "x_67"
    shape = [1, 1500, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.126000285041369e-14
    std = 1.115257047585791e-12
    data = None
    min_val = -9.687865960839037e-12
    max_val = 8.129919480681647e-12
