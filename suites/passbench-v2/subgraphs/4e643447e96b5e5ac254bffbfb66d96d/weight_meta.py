class Program_weight_tensor_meta_x_34:
    name = "x_34"
    shape = [1, 14, 14, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00018936815747710133
    std = 0.014276663022261403
    data = None
    min_val = -0.05913776904344559
    max_val = 0.07080606371164322
