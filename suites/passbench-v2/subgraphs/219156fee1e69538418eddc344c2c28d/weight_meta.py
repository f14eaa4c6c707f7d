class Program_weight_tensor_meta_linear_44:
    name = "linear_44"
    shape = [1, 1, 4096]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.032589209212801507
    std = 0.23647423345953486
    data = None
    min_val = -0.8834229111671448
    max_val = 0.7997595071792603
