class Program_weight_tensor_meta_x_se_23:
    name = "x_se_23"
    shape = [1, 672, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 9.714394857758796e-17
    std = 6.201555590093088e-16
    data = None
    min_val = -1.7812082206056495e-15
    max_val = 1.7117492954693103e-15


class Program_weight_tensor_meta_x_77:
    name = "x_77"
    shape = [1, 672, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.3371246867236633e-16
    std = 1.3961801833719001e-14
    data = None
    min_val = -9.057971115788294e-14
    max_val = 1.0453279680657651e-13
