class Program_weight_tensor_meta_input_15:
    name = "input_15"
    shape = [1, 192, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.4438864336502147e-08
    std = 4.518557888236866e-06
    data = None
    min_val = -2.2721054847352207e-05
    max_val = 3.119401662843302e-05


class Program_weight_tensor_meta_gates_2:
    name = "gates_2"
    shape = [1, 4, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.015891768545659535
    std = 0.05853154805614487
    data = None
    min_val = -0.0953650027513504
    max_val = 0.0672801211476326
