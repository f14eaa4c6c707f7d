class Program_weight_tensor_meta_scale_13:
    name = "scale_13"
    shape = [1, 448, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.000712845146348887
    std = 0.015303378936380275
    data = None
    min_val = -0.036761574447155
    max_val = 0.048364706337451935


class Program_weight_tensor_meta_input_33:
    name = "input_33"
    shape = [1, 448, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.830204364884253e-06
    std = 6.2148062669440104e-06
    data = None
    min_val = 0.0
    max_val = 4.880497363046743e-05
