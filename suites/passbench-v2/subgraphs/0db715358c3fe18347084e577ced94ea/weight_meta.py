class Program_weight_tensor_meta_h_20:
    name = "h_20"
    shape = [1, 64, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.62458529867348e-05
    std = 0.08918666250897209
    data = None
    min_val = -0.46635952591896057
    max_val = 0.4503713846206665
