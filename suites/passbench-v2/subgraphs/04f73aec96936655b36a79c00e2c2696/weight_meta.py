class Program_weight_tensor_meta_x_65:
    name = "x_65"
    shape = [1, 512, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0003185035132745799
    std = 0.03632551208209552
    data = None
    min_val = -0.15034297108650208
    max_val = 0.15572872757911682
