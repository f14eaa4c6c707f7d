class Program_weight_tensor_meta_x_141:
    name = "x_141"
    shape = [1, 368, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.4474397358334817e-05
    std = 3.421160219786617e-05
    data = None
    min_val = 0.0
    max_val = 0.00017094594659283757


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 368]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.01
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
