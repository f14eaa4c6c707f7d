class Program_weight_tensor_meta_input_5:
    name = "input_5"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -4.1555818477654614e-10
    std = 6.799363378733921e-08
    data = None
    min_val = -4.3465473709147773e-07
    max_val = 3.0399559136640164e-07


class Program_weight_tensor_meta_gates:
    name = "gates"
    shape = [1, 4, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.03601513792403109
    std = 0.041930471295862456
    data = None
    min_val = -0.03322271257638931
    max_val = 0.08106546103954315


class Program_weight_tensor_meta_ctx_all_1:
    name = "ctx_all_1"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.5887433407115748e-06
    std = 9.573444324500678e-06
    data = None
    min_val = -3.067145007662475e-05
    max_val = 4.023520523332991e-05
