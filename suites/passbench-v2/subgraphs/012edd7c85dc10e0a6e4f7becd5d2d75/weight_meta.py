class Program_weight_tensor_meta_k_rot_5:
    name = "k_rot_5"
    shape = [1, 4, 128, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.007299597777624456
    std = 0.9958425276840509
    data = None
    min_val = -3.820858955383301
    max_val = 3.7721381187438965


class Program_weight_tensor_meta_cos_13:
    name = "cos_13"
    shape = [1, 1, 128, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.589232549319604
    std = 0.6745923688248914
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_13:
    name = "sin_13"
    shape = [1, 1, 128, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.11360696206689935
    std = 0.43027457673522407
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365
