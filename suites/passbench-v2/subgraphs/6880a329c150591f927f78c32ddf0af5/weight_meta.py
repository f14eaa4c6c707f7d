class Program_weight_tensor_meta_linear_28:
    name = "linear_28"
    shape = [196, 96, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00033686941203983905
    std = 0.11081746450237978
    data = None
    min_val = -0.574936032295227
    max_val = 0.6010739207267761
