class Program_weight_tensor_meta_x_se_31:
    name = "x_se_31"
    shape = [1, 1152, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.101775043132614e-20
    std = 1.2248660025467864e-18
    data = None
    min_val = -4.0278157857131405e-18
    max_val = 3.3006777051647262e-18


class Program_weight_tensor_meta_x_96:
    name = "x_96"
    shape = [1, 1152, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.1852893524753366e-19
    std = 2.928242292094711e-17
    data = None
    min_val = -2.726668408034149e-16
    max_val = 2.9257468263251235e-16
