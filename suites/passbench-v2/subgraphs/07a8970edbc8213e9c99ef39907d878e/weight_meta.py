class Program_weight_tensor_meta_features_149:
    name = "features_149"
    shape = [1, 576, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.1723812781986385e-32
    std = 4.126309238522693e-31
    data = None
    min_val = -2.7499356856695843e-30
    max_val = 4.145975346197669e-30
