class Program_weight_tensor_meta_input_17:
    name = "input_17"
    shape = [1, 192, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.712530596416929e-09
    std = 6.107620225590164e-08
    data = None
    min_val = -3.5048205404564214e-07
    max_val = 5.024169809075829e-07


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


class Program_weight_tensor_meta_ctx_all_9:
    name = "ctx_all_9"
    shape = [1, 192, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 9.513876911643227e-07
    std = 1.9313043875001918e-05
    data = None
    min_val = -0.00010302244481863454
    max_val = 8.309565600939095e-05
