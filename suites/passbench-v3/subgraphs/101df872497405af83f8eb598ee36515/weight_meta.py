class Program_weight_tensor_meta_mean_1:
    name = "mean_1"
    shape = [1, 96, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.077775277767978e-10
    std = 3.260856240025379e-08
    data = None
    min_val = -1.917909600024359e-07
    max_val = 1.2355721423773502e-07


class Program_weight_tensor_meta_gates:
    name = "gates"
    shape = [1, 4, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.03601513792403109
    std = 0.041930471295862456
    data = None
    min_val = -0.03322271257638931
    max_val = 0.08106546103954315


class Program_weight_tensor_meta_ctx_all_2:
    name = "ctx_all_2"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.5887357834209373e-06
    std = 9.573000856502504e-06
    data = None
    min_val = -3.067117722821422e-05
    max_val = 4.0235594497062266e-05
