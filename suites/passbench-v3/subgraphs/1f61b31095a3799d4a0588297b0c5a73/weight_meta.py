class Program_weight_tensor_meta_x_39:
    name = "x_39"
    shape = [1, 28, 28, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0035197252314285413
    std = 0.5156172468521579
    data = None
    min_val = -1.744651436805725
    max_val = 2.119227170944214
