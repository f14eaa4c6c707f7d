class Program_weight_tensor_meta_input_ids:
    name = "input_ids"
    shape = [1, 77]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1253
    max_val = 47360


class Program_weight_tensor_meta_last_hidden_state:
    name = "last_hidden_state"
    shape = [1, 77, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.980561302486481e-10
    std = 0.9935156153444841
    data = None
    min_val = -3.9401321411132812
    max_val = 3.751084089279175


class Program_weight_tensor_meta_arange_4:
    name = "arange_4"
    shape = [1]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0]
