class Program_weight_tensor_meta_mul_15:
    name = "mul_15"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0018859784634517123
    std = 0.08305852660046951
    data = None
    min_val = -0.3420550525188446
    max_val = 0.3423943817615509


class Program_weight_tensor_meta_mul_16:
    name = "mul_16"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.87961944843035e-05
    std = 0.03812931131994809
    data = None
    min_val = -0.2743508219718933
    max_val = 0.27261409163475037


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006593605584157558
    std = 0.09013948104054448
    data = None
    min_val = -0.35075658559799194
    max_val = 0.3540501296520233


class Program_weight_tensor_meta_cos_5:
    name = "cos_5"
    shape = [1, 1, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.7326645471347386
    std = 0.5427393091914511
    data = None
    min_val = -0.9997860789299011
    max_val = 1.0


class Program_weight_tensor_meta_sin_5:
    name = "sin_5"
    shape = [1, 1, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.15947999967829674
    std = 0.3789532565657098
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365
