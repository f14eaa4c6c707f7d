class Program_weight_tensor_meta_float_2:
    name = "float_2"
    shape = [1, 12, 12, 12]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.4086734397655905
    std = 1.3378113138409027
    data = None
    min_val = -3.2262470722198486
    max_val = 5.214025497436523


class Program_weight_tensor_meta_scores_1:
    name = "scores_1"
    shape = [1, 12, 12, 12]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.4086734397655905
    std = 1.3378113138409027
    data = None
    min_val = -3.2262470722198486
    max_val = 5.214025497436523
