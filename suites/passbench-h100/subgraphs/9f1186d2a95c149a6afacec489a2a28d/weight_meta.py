class Program_weight_tensor_meta_x_31:
    name = "x_31"
    shape = [1, 1280, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.5905660527847373e-08
    std = 1.0265373439734688e-06
    data = None
    min_val = -3.0608871384174563e-06
    max_val = 3.3420981253584614e-06
