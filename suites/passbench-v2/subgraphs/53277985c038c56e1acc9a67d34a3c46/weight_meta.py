class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 40, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.05078969793892156
    std = 0.2610826344504529
    data = None
    min_val = -1.1460992097854614
    max_val = 1.0439718961715698
