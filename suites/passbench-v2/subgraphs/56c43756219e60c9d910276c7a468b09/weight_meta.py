class Program_weight_tensor_meta_x_50:
    name = "x_50"
    shape = [1, 2816, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0005066706078382814
    std = 0.1057690063721696
    data = None
    min_val = -0.5387496948242188
    max_val = 0.5204875469207764
