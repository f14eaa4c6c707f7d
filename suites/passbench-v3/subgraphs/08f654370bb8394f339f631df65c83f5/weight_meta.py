class Program_weight_tensor_meta_x_se_51:
    name = "x_se_51"
    shape = [1, 3120, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.4929276569188972e-18
    std = 1.3313496408438229e-16
    data = None
    min_val = -4.820162747336764e-16
    max_val = 4.818644970174403e-16


class Program_weight_tensor_meta_x_146:
    name = "x_146"
    shape = [1, 3120, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.960598734754444e-17
    std = 2.932388866625154e-15
    data = None
    min_val = -2.493193368771629e-14
    max_val = 3.9155402417568805e-14
