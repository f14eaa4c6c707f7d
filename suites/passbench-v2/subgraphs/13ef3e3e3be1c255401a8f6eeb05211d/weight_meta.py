class Program_weight_tensor_meta_input_28:
    name = "input_28"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -7.866726517174269e-08
    std = 4.554084837315127e-06
    data = None
    min_val = -4.831668047700077e-05
    max_val = 2.6759957108879462e-05


class Program_weight_tensor_meta_getitem_32:
    name = "getitem_32"
    shape = [1, 1, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.08395823159989217
    std = 0.056065545002497184
    data = None
    min_val = -0.09292031824588776
    max_val = 0.21057476103305817


class Program_weight_tensor_meta_ctx_all_16:
    name = "ctx_all_16"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.8071621691888729e-07
    std = 2.613570506485877e-05
    data = None
    min_val = -0.0003033482062164694
    max_val = 0.0003214906028006226
