class Program_weight_tensor_meta_neg_1:
    name = "neg_1"
    shape = [1, 8, 17, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0012099793802115206
    std = 0.08916797288741575
    data = None
    min_val = -0.31234562397003174
    max_val = 0.3179883360862732


class Program_weight_tensor_meta_x1_1:
    name = "x1_1"
    shape = [1, 8, 17, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0014269292643856555
    std = 0.09087541930122707
    data = None
    min_val = -0.32742172479629517
    max_val = 0.3319515287876129


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 17, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.15947999967829674
    std = 0.3789532565657098
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365


class Program_weight_tensor_meta_mul_5:
    name = "mul_5"
    shape = [1, 8, 17, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0013603425705324395
    std = 0.08202766094687995
    data = None
    min_val = -0.3274216949939728
    max_val = 0.3319515287876129
