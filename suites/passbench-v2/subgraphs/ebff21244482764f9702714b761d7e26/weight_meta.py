class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [1, 8, 8, 7, 7, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.1722619624820942e-10
    std = 0.9999949075037662
    data = None
    min_val = -4.787174224853516
    max_val = 4.612954139709473
