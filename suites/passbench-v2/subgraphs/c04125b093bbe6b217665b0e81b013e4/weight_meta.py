class Program_weight_tensor_meta_getitem_17:
    name = "getitem_17"
    shape = [1, 16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0005374947694831122
    std = 0.12825315726882974
    data = None
    min_val = -0.6288700103759766
    max_val = 0.5584151148796082


class Program_weight_tensor_meta_cos_emb_2:
    name = "cos_emb_2"
    shape = [16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.8227123204509083
    std = 0.2201555086060028
    data = None
    min_val = -0.7582271695137024
    max_val = 1.0


class Program_weight_tensor_meta_sin_emb_2:
    name = "sin_emb_2"
    shape = [16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.008095659889730723
    std = 0.5240344242856393
    data = None
    min_val = -0.9999997615814209
    max_val = 0.9999998807907104
