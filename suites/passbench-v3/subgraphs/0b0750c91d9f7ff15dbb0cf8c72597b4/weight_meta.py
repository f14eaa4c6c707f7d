class Program_weight_tensor_meta_q_rot:
    name = "q_rot"
    shape = [1, 20, 1500, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.6132635089618042e-05
    std = 0.04195986125786324
    data = None
    min_val = -0.21776360273361206
    max_val = 0.19428108632564545


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 1500, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.2277617433890482
    std = 0.7190105075530574
    data = None
    min_val = -1.0
    max_val = 1.0
