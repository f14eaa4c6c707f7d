class Program_weight_tensor_meta_conv2d:
    name = "conv2d"
    shape = [1, 768, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.3114290947971247e-05
    std = 0.022210548146430874
    data = None
    min_val = -0.10045134276151657
    max_val = 0.09478878229856491
