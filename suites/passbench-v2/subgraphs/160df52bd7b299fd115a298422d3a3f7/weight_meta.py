class Program_weight_tensor_meta_transpose_83:
    name = "transpose_83"
    shape = [1, 8, 7, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00011071620525626713
    std = 0.005115100672997184
    data = None
    min_val = -0.021330490708351135
    max_val = 0.0234224870800972
