class Program_weight_tensor_meta_getitem_4:
    name = "getitem_4"
    shape = [1, 217, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.2619620997329727e-15
    std = 2.746278960800785e-13
    data = None
    min_val = -1.0371206931453214e-12
    max_val = 9.106468834216286e-13


class Program_weight_tensor_meta_x_52:
    name = "x_52"
    shape = [1, 217, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.6563228332077604e-12
    std = 7.818150665529968e-11
    data = None
    min_val = -2.533881993116438e-10
    max_val = 2.721005920580666e-10


class Program_weight_tensor_meta_x_61:
    name = "x_61"
    shape = [1, 250, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.6305112522750876e-15
    std = 2.7645392476480373e-13
    data = None
    min_val = -1.0371206931453214e-12
    max_val = 1.0820928571589339e-12
