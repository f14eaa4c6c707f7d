class Program_weight_tensor_meta_x_se_15:
    name = "x_se_15"
    shape = [1, 480, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.0497840239168634e-14
    std = 2.6248546089495137e-13
    data = None
    min_val = -7.039677001052791e-13
    max_val = 9.23430602817188e-13


class Program_weight_tensor_meta_x_58:
    name = "x_58"
    shape = [1, 480, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -8.72382312843287e-14
    std = 6.2186108686805194e-12
    data = None
    min_val = -3.43812964209711e-11
    max_val = 3.377360544010166e-11
