class Program_weight_tensor_meta_x_15:
    name = "x_15"
    shape = [25, 768, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.26756726702365e-05
    std = 0.07173216216657245
    data = None
    min_val = -0.36797279119491577
    max_val = 0.388062059879303


class Program_weight_tensor_meta_key_20:
    name = "key_20"
    shape = [25, 196, 8, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0016765030267500735
    std = 0.07148168867909463
    data = None
    min_val = -0.38578730821609497
    max_val = 0.39219599962234497


class Program_weight_tensor_meta_value_20:
    name = "value_20"
    shape = [25, 196, 8, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007838701227117908
    std = 0.07186106486292451
    data = None
    min_val = -0.37134039402008057
    max_val = 0.3831721246242523
