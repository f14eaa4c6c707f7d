class Program_weight_tensor_meta_mean_4:
    name = "mean_4"
    shape = [1, 1, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.3372596204280853
    std = 0.0
    data = [0.3372596204280853]
    min_val = 0.3372596204280853
    max_val = 0.3372596204280853


class Program_weight_tensor_meta_x_g_4:
    name = "x_g_4"
    shape = [1, 768, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.33725961053278297
    std = 0.08612225632431803
    data = None
    min_val = 0.21133184432983398
    max_val = 0.7956432700157166
