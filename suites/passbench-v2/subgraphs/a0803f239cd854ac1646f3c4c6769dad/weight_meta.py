class Program_weight_tensor_meta_x2_7:
    name = "x2_7"
    shape = [1, 8, 17, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0011875129477015006
    std = 0.08950762776860736
    data = None
    min_val = -0.3166491985321045
    max_val = 0.3443366289138794


class Program_weight_tensor_meta_x1_7:
    name = "x1_7"
    shape = [1, 8, 17, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0010845179195739013
    std = 0.0897847239727334
    data = None
    min_val = -0.320860892534256
    max_val = 0.3076314330101013


class Program_weight_tensor_meta_sin_6:
    name = "sin_6"
    shape = [1, 1, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.15947999967829674
    std = 0.3789532565657098
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365


class Program_weight_tensor_meta_mul_23:
    name = "mul_23"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0008012852728609932
    std = 0.0820162284810291
    data = None
    min_val = -0.320860892534256
    max_val = 0.3443341553211212
