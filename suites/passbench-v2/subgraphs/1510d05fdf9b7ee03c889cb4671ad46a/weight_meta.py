class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463
