class Program_weight_tensor_meta_input_12:
    name = "input_12"
    shape = [1, 352, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -5.166707608027386e-09
    std = 6.152097681404119e-08
    data = None
    min_val = -4.5697427708546456e-07
    max_val = 6.26106668732973e-07
