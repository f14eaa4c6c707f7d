class Program_weight_tensor_meta_getitem:
    name = "getitem"
    shape = [1, 82, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.8074961263829075e-09
    std = 5.286008584844904e-08
    data = None
    min_val = -1.8792009370827145e-07
    max_val = 2.0980040460472082e-07


class Program_weight_tensor_meta_x_15:
    name = "x_15"
    shape = [1, 82, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.4354201881280084e-06
    std = 5.995784389956317e-06
    data = None
    min_val = -2.2318006813293323e-05
    max_val = 2.3957672965480015e-05


class Program_weight_tensor_meta_x_23:
    name = "x_23"
    shape = [1, 116, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.028516116887716e-09
    std = 5.3055468015440614e-08
    data = None
    min_val = -1.8792009370827145e-07
    max_val = 2.0980040460472082e-07
