class Program_weight_tensor_meta_linear:
    name = "linear"
    shape = [1, 1500, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.820391296850015e-05
    std = 0.10080501363588411
    data = None
    min_val = -0.5178744792938232
    max_val = 0.4726165533065796
