class Program_weight_tensor_meta_getitem_10:
    name = "getitem_10"
    shape = [1, 318, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.350017934532984e-16
    std = 2.533649409372127e-13
    data = None
    min_val = -9.390026733599455e-13
    max_val = 9.008579472669087e-13


class Program_weight_tensor_meta_x_82:
    name = "x_82"
    shape = [1, 318, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.1111834017615403e-12
    std = 6.463652276084126e-11
    data = None
    min_val = -2.540456456312512e-10
    max_val = 2.727804371271958e-10


class Program_weight_tensor_meta_x_91:
    name = "x_91"
    shape = [1, 352, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.356088781726996e-15
    std = 2.495250782645887e-13
    data = None
    min_val = -9.390026733599455e-13
    max_val = 9.008579472669087e-13
