class Program_weight_tensor_meta_x_se_7:
    name = "x_se_7"
    shape = [1, 894, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.9105511060509656e-13
    std = 2.6199088699713076e-11
    data = None
    min_val = -9.308320086942601e-11
    max_val = 9.577318105247201e-11


class Program_weight_tensor_meta_x_38:
    name = "x_38"
    shape = [1, 894, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.1081491740851475e-12
    std = 3.913391534050634e-10
    data = None
    min_val = -2.6566961963681024e-09
    max_val = 2.4529251962945864e-09
