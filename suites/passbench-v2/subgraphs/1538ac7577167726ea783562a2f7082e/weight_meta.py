class Program_weight_tensor_meta_getitem_14:
    name = "getitem_14"
    shape = [1, 419, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.2144932691930194e-17
    std = 7.508014330750428e-16
    data = None
    min_val = -2.4256598977551646e-15
    max_val = 3.3602159124163046e-15


class Program_weight_tensor_meta_x_111:
    name = "x_111"
    shape = [1, 419, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.8514957913600677e-14
    std = 2.1388853586996775e-13
    data = None
    min_val = -7.523166659952063e-13
    max_val = 7.212892392735593e-13


class Program_weight_tensor_meta_x_120:
    name = "x_120"
    shape = [1, 453, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.711444307495661e-17
    std = 7.508815857193748e-16
    data = None
    min_val = -2.4256598977551646e-15
    max_val = 3.3602159124163046e-15
