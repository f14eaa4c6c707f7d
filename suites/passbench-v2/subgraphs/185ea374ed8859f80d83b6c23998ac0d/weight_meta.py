class Program_weight_tensor_meta_x_67:
    name = "x_67"
    shape = [1, 384, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.7253099018284633e-10
    std = 0.999608796475691
    data = None
    min_val = -4.387359619140625
    max_val = 3.992753267288208


class Program_weight_tensor_meta_x_out_14:
    name = "x_out_14"
    shape = [1, 384, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.015355023858058e-11
    std = 1.3058871034509472e-08
    data = None
    min_val = -1.181693676244322e-07
    max_val = 1.4131400405403838e-07
