class Program_weight_tensor_meta_mean_6:
    name = "mean_6"
    shape = [1, 192, 1, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -4.041655046142343e-09
    std = 3.25836380201934e-08
    data = None
    min_val = -2.0274710266221518e-07
    max_val = 1.5509961315274268e-07


class Program_weight_tensor_meta_gates_3:
    name = "gates_3"
    shape = [1, 4, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.010592352141708145
    std = 0.042205207656734564
    data = None
    min_val = -0.054816748946905136
    max_val = 0.06922637671232224


class Program_weight_tensor_meta_ctx_all_14:
    name = "ctx_all_14"
    shape = [1, 192, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.3195091059023496e-07
    std = 2.060593669810952e-06
    data = None
    min_val = -1.298613005928928e-05
    max_val = 1.1172630365763325e-05
