class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 39, 4096]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.05348370873264521
    std = 0.27607411330549886
    data = None
    min_val = -1.2269107103347778
    max_val = 1.2795802354812622
