class Program_weight_tensor_meta_transpose_19:
    name = "transpose_19"
    shape = [1, 4, 7, 4, 7, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.042157072814433e-06
    std = 0.00044801489863049364
    data = None
    min_val = -0.0015915599651634693
    max_val = 0.0015344523126259446
