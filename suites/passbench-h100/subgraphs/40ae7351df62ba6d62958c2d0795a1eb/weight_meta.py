class Program_weight_tensor_meta_grid_x:
    name = "grid_x"
    shape = [1, 128, 256, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.008545437271649803
    std = 0.20054608632351667
    data = None
    min_val = -0.8021379113197327
    max_val = 0.7529115080833435


class Program_weight_tensor_meta_Q_detail:
    name = "Q_detail"
    shape = [1, 128, 256, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001890137209598174
    std = 0.017412822060164704
    data = None
    min_val = -0.050484709441661835
    max_val = 0.04555713012814522
