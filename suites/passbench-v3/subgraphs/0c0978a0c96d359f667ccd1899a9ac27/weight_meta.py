class Program_weight_tensor_meta_input_11:
    name = "input_11"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.1687440449579749e-08
    std = 6.343670352568512e-08
    data = None
    min_val = -4.526529835402471e-07
    max_val = 1.845228752017647e-07


class Program_weight_tensor_meta_gates_1:
    name = "gates_1"
    shape = [1, 4, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0008297392751974628
    std = 0.03540412322207124
    data = None
    min_val = -0.03902106359601021
    max_val = 0.05879085883498192
