class Program_weight_tensor_meta_x_117:
    name = "x_117"
    shape = [1, 1024, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0009614524497674419
    std = 0.05679928677713118
    data = None
    min_val = -0.2396676391363144
    max_val = 0.26583537459373474
