class Program_weight_tensor_meta_linear_10:
    name = "linear_10"
    shape = [1, 128, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.900912562458767e-05
    std = 0.12801489748076134
    data = None
    min_val = -0.5710909366607666
    max_val = 0.5579916834831238
