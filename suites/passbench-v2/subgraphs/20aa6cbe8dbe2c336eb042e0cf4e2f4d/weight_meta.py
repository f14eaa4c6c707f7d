class Program_weight_tensor_meta_ctx_global_1:
    name = "ctx_global_1"
    shape = [1, 352, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.5833530666671102e-09
    std = 2.0033860185300386e-08
    data = None
    min_val = -1.2787738512543e-07
    max_val = 1.6885311993064533e-07


class Program_weight_tensor_meta_getitem_13:
    name = "getitem_13"
    shape = [1, 1, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.017846161832011955
    std = 0.05190886482495694
    data = None
    min_val = -0.18921169638633728
    max_val = 0.1805754154920578


class Program_weight_tensor_meta_ctx_all_6:
    name = "ctx_all_6"
    shape = [1, 352, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.8832704850666925e-07
    std = 2.6200382693216963e-05
    data = None
    min_val = -0.0004365969798527658
    max_val = 0.00045158941065892577
