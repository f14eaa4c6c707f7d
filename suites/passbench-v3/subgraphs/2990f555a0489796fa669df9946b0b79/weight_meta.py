class Program_weight_tensor_meta_x_se_3:
    name = "x_se_3"
    shape = [1, 696, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.1820752562291313e-10
    std = 4.638517029665944e-09
    data = None
    min_val = -1.224009338329779e-08
    max_val = 1.71107927826597e-08


class Program_weight_tensor_meta_x_29:
    name = "x_29"
    shape = [1, 696, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.192929895882815e-09
    std = 9.767443652123692e-08
    data = None
    min_val = -6.626611366300494e-07
    max_val = 7.634282610524679e-07
