class Program_weight_tensor_meta_transpose_14:
    name = "transpose_14"
    shape = [1, 4, 4, 7, 7, 192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.9777040999223585e-11
    std = 0.9991805139627563
    data = None
    min_val = -4.218392848968506
    max_val = 4.792795181274414
