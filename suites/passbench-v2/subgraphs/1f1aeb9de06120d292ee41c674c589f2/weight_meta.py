class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 1500, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00017166788685565862
    std = 0.1011260044879549
    data = None
    min_val = -0.5105423331260681
    max_val = 0.49278146028518677
