class Program_weight_tensor_meta_transpose_5:
    name = "transpose_5"
    shape = [1, 128, 2, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001981382567706126
    std = 0.026143890313525833
    data = None
    min_val = -0.07475189864635468
    max_val = 0.07325384765863419
