class Program_weight_tensor_meta_input_133:
    name = "input_133"
    shape = [1, 2816, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.3019915120695535e-05
    std = 0.0022863070933291565
    data = None
    min_val = -0.015193977393209934
    max_val = 0.015679730102419853


class Program_weight_tensor_meta_gates_22:
    name = "gates_22"
    shape = [1, 4, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.03567151459912789
    std = 0.19915408702988685
    data = None
    min_val = -0.5713449716567993
    max_val = 0.5316970348358154
