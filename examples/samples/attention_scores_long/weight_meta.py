class Program_weight_tensor_meta_in_0:
    name = "in_0"
    shape = [2, 2, 32, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_in_1:
    name = "in_1"
    shape = [2, 2, 32, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_in_2:
    name = "in_2"
    shape = [2, 2, 32, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_in_3:
    name = "in_3"
    shape = [2, 1, 1, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


