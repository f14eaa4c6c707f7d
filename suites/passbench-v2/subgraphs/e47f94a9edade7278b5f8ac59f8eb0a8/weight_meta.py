class Program_weight_tensor_meta_x_13:
    name = "x_13"
    shape = [1, 19, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0005408708749354567
    std = 0.09821355529923224
    data = None
    min_val = -0.4402104318141937
    max_val = 0.3922263979911804
