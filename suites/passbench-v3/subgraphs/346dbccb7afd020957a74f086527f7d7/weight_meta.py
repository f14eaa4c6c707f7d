class Program_weight_tensor_meta_q_1:
    name = "q_1"
    shape = [1, 6, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.1470598079301e-05
    std = 0.04653963458049747
    data = None
    min_val = -0.2334023267030716
    max_val = 0.2269442081451416


class Program_weight_tensor_meta_k_1:
    name = "k_1"
    shape = [1, 6, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0013985294323333427
    std = 0.04823127677415825
    data = None
    min_val = -0.25125667452812195
    max_val = 0.22185015678405762


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 6, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0012718082420599326
    std = 0.07699481573538397
    data = None
    min_val = -0.30219754576683044
    max_val = 0.3167170286178589
