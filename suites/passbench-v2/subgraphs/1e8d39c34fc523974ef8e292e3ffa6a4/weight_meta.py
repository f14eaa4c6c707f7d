class Program_weight_tensor_meta_input_2:
    name = "input_2"
    shape = [1, 352, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.2119042251778227e-05
    std = 0.000437726830462823
    data = None
    min_val = -0.0029234944377094507
    max_val = 0.0031928580719977617


class Program_weight_tensor_meta_getitem_3:
    name = "getitem_3"
    shape = [1, 1, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.10505214759612092
    std = 0.056862589231313335
    data = None
    min_val = -0.0843939334154129
    max_val = 0.2860228419303894
