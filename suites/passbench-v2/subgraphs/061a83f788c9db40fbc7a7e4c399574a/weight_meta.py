class Program_weight_tensor_meta_query_24:
    name = "query_24"
    shape = [25, 8, 49, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.06508718116322303
    std = 0.059420743241482735
    data = None
    min_val = -0.1607465296983719
    max_val = 0.388062059879303


class Program_weight_tensor_meta_key_21:
    name = "key_21"
    shape = [25, 8, 196, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0016765030267500735
    std = 0.07148168867909463
    data = None
    min_val = -0.38578730821609497
    max_val = 0.39219599962234497


class Program_weight_tensor_meta_value_21:
    name = "value_21"
    shape = [25, 8, 196, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007838701227117908
    std = 0.07186106486292451
    data = None
    min_val = -0.37134039402008057
    max_val = 0.3831721246242523
