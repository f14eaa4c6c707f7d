class Program_weight_tensor_meta_transpose_3:
    name = "transpose_3"
    shape = [128, 16, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.005401052922340749
    std = 0.029000161797475905
    data = None
    min_val = -0.10876414179801941
    max_val = 0.08397583663463593
