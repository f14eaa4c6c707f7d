class Program_weight_tensor_meta_permute_24:
    name = "permute_24"
    shape = [1, 128, 8, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002700326307351936
    std = 0.010595547756964113
    data = None
    min_val = -0.03256530314683914
    max_val = 0.03603046014904976
