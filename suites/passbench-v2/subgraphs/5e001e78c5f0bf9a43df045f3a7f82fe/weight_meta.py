class Program_weight_tensor_meta_linear_62:
    name = "linear_62"
    shape = [1, 64, 1536]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0008222654999130302
    std = 0.07580896806452338
    data = None
    min_val = -0.36880195140838623
    max_val = 0.32975688576698303
