class Program_weight_tensor_meta_features_61:
    name = "features_61"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.718000903575169e-22
    std = 2.590314088906922e-21
    data = None
    min_val = -2.1868091459120564e-20
    max_val = 1.892406518616484e-20
