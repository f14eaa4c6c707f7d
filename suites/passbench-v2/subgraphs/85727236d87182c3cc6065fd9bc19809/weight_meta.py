class Program_weight_tensor_meta_neg_1:
    name = "neg_1"
    shape = [1, 8, 18, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = -0.0
    max_val = -0.0


class Program_weight_tensor_meta_x1_1:
    name = "x1_1"
    shape = [1, 8, 18, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 18, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.15878036982455038
    std = 0.38291922550953944
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365


class Program_weight_tensor_meta_mul_5:
    name = "mul_5"
    shape = [1, 8, 18, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
