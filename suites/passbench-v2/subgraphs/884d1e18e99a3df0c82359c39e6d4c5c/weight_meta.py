class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.8076178073883057
    std = 0.47450038351164575
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.10481534753926099
    std = 0.33470089353940674
    data = None
    min_val = -1.0
    max_val = 1.0
