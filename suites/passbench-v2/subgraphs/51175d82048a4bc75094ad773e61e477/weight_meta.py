class Program_weight_tensor_meta_getitem_2:
    name = "getitem_2"
    shape = [1, 149, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.2294196158896388e-11
    std = 8.596698907314462e-11
    data = None
    min_val = -3.2409194772320404e-10
    max_val = 3.291860950493941e-10


class Program_weight_tensor_meta_x_33:
    name = "x_33"
    shape = [1, 149, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.384880618018527e-10
    std = 2.363300702731303e-08
    data = None
    min_val = -8.373643822778831e-08
    max_val = 8.617551117140465e-08


class Program_weight_tensor_meta_x_42:
    name = "x_42"
    shape = [1, 183, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.784682703945598e-12
    std = 8.287939293481664e-11
    data = None
    min_val = -3.2409194772320404e-10
    max_val = 3.291860950493941e-10
