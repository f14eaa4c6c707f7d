class Program_weight_tensor_meta_scale_153:
    name = "scale_153"
    shape = [1, 2304, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0163961364831064
    std = 0.00321736718226814
    data = None
    min_val = -0.02729944884777069
    max_val = -0.005710060708224773


class Program_weight_tensor_meta_input_361:
    name = "input_361"
    shape = [1, 2304, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.21266137746112804
    std = 0.06481421961161342
    data = None
    min_val = -0.2784644067287445
    max_val = 0.7069529891014099
