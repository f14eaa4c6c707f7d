class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 49, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.0517570715092806e-26
    std = 5.18704136992696e-25
    data = None
    min_val = -2.1509357543072935e-24
    max_val = 2.7129449150900305e-24
