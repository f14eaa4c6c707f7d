class Program_weight_tensor_meta_input_1:
    name = "input_1"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.334132617639985e-07
    std = 0.00046590095315767306
    data = None
    min_val = -0.002960219280794263
    max_val = 0.0029893924947828054


class Program_weight_tensor_meta_gates:
    name = "gates"
    shape = [1, 3, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0003394808739596421
    std = 0.037357711360452156
    data = None
    min_val = -0.13310673832893372
    max_val = 0.12090378254652023
