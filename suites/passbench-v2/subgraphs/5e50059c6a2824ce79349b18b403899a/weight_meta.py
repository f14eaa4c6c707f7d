class Program_weight_tensor_meta_mean_8:
    name = "mean_8"
    shape = [1, 384, 1, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.4182933097747378e-08
    std = 1.1536836615284929e-06
    data = None
    min_val = -1.0007269338530023e-05
    max_val = 9.936392416420858e-06


class Program_weight_tensor_meta_gates_4:
    name = "gates_4"
    shape = [1, 3, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0004586383093941995
    std = 0.07546400072749387
    data = None
    min_val = -0.20636901259422302
    max_val = 0.19741268455982208


class Program_weight_tensor_meta_ctx_all_13:
    name = "ctx_all_13"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.1662092407687687e-07
    std = 3.4712091397141126e-05
    data = None
    min_val = -0.00038192994543351233
    max_val = 0.0003853763628285378
