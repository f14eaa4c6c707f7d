class Program_weight_tensor_meta_transpose_6:
    name = "transpose_6"
    shape = [1, 8, 7, 8, 7, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.104423456707683e-06
    std = 0.0002171898661362466
    data = None
    min_val = -0.0009139250032603741
    max_val = 0.0009355347137898207
