class Program_weight_tensor_meta_linear_16:
    name = "linear_16"
    shape = [1, 128, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00012916458066053438
    std = 0.12801835636651054
    data = None
    min_val = -0.6061035990715027
    max_val = 0.6472057104110718
