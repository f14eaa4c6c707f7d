class Program_weight_tensor_meta_input_24:
    name = "input_24"
    shape = [1, 704, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.8162497729235525e-10
    std = 8.604638253399143e-08
    data = None
    min_val = -7.418714176310459e-07
    max_val = 1.3922590369475074e-06


class Program_weight_tensor_meta_gates_3:
    name = "gates_3"
    shape = [1, 4, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.05963235825476325
    std = 0.0914465133086997
    data = None
    min_val = -0.3754977285861969
    max_val = 0.25399354100227356


class Program_weight_tensor_meta_ctx_all_14:
    name = "ctx_all_14"
    shape = [1, 704, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.032889417941148e-07
    std = 5.045060688089614e-05
    data = None
    min_val = -0.0009922089520841837
    max_val = 0.0007253160001710057
