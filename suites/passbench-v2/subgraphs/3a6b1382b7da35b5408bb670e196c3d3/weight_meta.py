class Program_weight_tensor_meta_x_7:
    name = "x_7"
    shape = [1, 192, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00014957814431778655
    std = 0.027061753184492304
    data = None
    min_val = -0.1266595423221588
    max_val = 0.10937424004077911
