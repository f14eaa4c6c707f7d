class Program_weight_tensor_meta_permute_3:
    name = "permute_3"
    shape = [1, 128, 24, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002318380566075641
    std = 0.014304417568613207
    data = None
    min_val = -0.04555223137140274
    max_val = 0.04605286568403244
