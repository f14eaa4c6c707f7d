class Program_weight_tensor_meta_cat_4:
    name = "cat_4"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0017985352256844795
    std = 0.08851712414432653
    data = None
    min_val = -0.36256614327430725
    max_val = 0.38970863819122314


class Program_weight_tensor_meta_sin_4:
    name = "sin_4"
    shape = [1, 1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463


class Program_weight_tensor_meta_mul_16:
    name = "mul_16"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0008911606544645727
    std = 0.07500522801001949
    data = None
    min_val = -0.33880871534347534
    max_val = 0.36794793605804443
