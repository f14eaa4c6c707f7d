class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 22, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.054548036797148765
    std = 0.2954689316321669
    data = None
    min_val = -1.2526229619979858
    max_val = 1.1654020547866821
