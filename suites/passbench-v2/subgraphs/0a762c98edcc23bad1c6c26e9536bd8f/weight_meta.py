class Program_weight_tensor_meta_x_48:
    name = "x_48"
    shape = [1, 7, 7, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005580602827464992
    std = 0.012948552308973856
    data = None
    min_val = -0.05623564124107361
    max_val = 0.05298076570034027
