class Program_weight_tensor_meta_input_17:
    name = "input_17"
    shape = [1, 704, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 6.069869142899869e-09
    std = 1.6033043415240343e-07
    data = None
    min_val = -1.0992323495884193e-06
    max_val = 2.206746557931183e-06


class Program_weight_tensor_meta_gates_2:
    name = "gates_2"
    shape = [1, 4, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.006732327914914076
    std = 0.11837090830205128
    data = None
    min_val = -0.4374324381351471
    max_val = 0.3922295868396759


class Program_weight_tensor_meta_ctx_all_9:
    name = "ctx_all_9"
    shape = [1, 704, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.030697594553427e-06
    std = 8.13042408936065e-05
    data = None
    min_val = -0.001366378739476204
    max_val = 0.0010601611575111747
