class Program_weight_tensor_meta_input_21:
    name = "input_21"
    shape = [1, 704, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.5084495786460354e-07
    std = 1.215536200705047e-05
    data = None
    min_val = -8.627695206087083e-05
    max_val = 0.00012882468581665307


class Program_weight_tensor_meta_gates_3:
    name = "gates_3"
    shape = [1, 4, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.05963235825476325
    std = 0.0914465133086997
    data = None
    min_val = -0.3754977285861969
    max_val = 0.25399354100227356


class Program_weight_tensor_meta_ctx_all_12:
    name = "ctx_all_12"
    shape = [1, 704, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.0868440295403877e-07
    std = 5.0445102489889936e-05
    data = None
    min_val = -0.0009922859026119113
    max_val = 0.0007254031370393932
