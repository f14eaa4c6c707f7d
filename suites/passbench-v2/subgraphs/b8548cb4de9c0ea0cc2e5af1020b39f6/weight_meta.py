class Program_weight_tensor_meta_linear_3:
    name = "linear_3"
    shape = [8, 197, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.840701517944986e-05
    std = 0.11080584819407541
    data = None
    min_val = -0.5784285068511963
    max_val = 0.5394710302352905
