class Program_weight_tensor_meta_scale_218:
    name = "scale_218"
    shape = [1, 3456, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -9.216835082666451e-38
    std = 8.607642918416935e-36
    data = None
    min_val = -3.2419138354517226e-35
    max_val = 3.5527359509591773e-35


class Program_weight_tensor_meta_input_387:
    name = "input_387"
    shape = [1, 3456, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.686892082304876e-36
    std = 1.3628628228007236e-33
    data = None
    min_val = -8.801033468465979e-33
    max_val = 9.319727697606006e-33
