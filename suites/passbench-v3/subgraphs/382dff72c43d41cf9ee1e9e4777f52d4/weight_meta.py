class Program_weight_tensor_meta_q:
    name = "q"
    shape = [1, 96, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.004054295712653636
    std = 0.041128730625377266
    data = None
    min_val = -0.09809956699609756
    max_val = 0.10276984423398972


class Program_weight_tensor_meta_modulator:
    name = "modulator"
    shape = [1, 96, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.069911863530718e-08
    std = 4.0235966711687966e-07
    data = None
    min_val = -1.1067555760746473e-06
    max_val = 9.429923579773458e-07
