class Program_weight_tensor_meta_mul_12:
    name = "mul_12"
    shape = [1, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000211803809936505
    std = 0.025728128477438533
    data = None
    min_val = -0.09985772520303726
    max_val = 0.11372391134500504


class Program_weight_tensor_meta_mul_8:
    name = "mul_8"
    shape = [1, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0001327106390650451
    std = 0.01612045441195255
    data = None
    min_val = -0.06253281235694885
    max_val = 0.07120133191347122
