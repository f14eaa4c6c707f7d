class Program_weight_tensor_meta_x2_7:
    name = "x2_7"
    shape = [1, 8, 18, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_x1_7:
    name = "x1_7"
    shape = [1, 8, 18, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_sin_6:
    name = "sin_6"
    shape = [1, 1, 18, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.15878036982455038
    std = 0.38291922550953944
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365


class Program_weight_tensor_meta_mul_23:
    name = "mul_23"
    shape = [1, 8, 18, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
