class Program_weight_tensor_meta_x_140:
    name = "x_140"
    shape = [1, 256, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.054357184719265206
    std = 0.9999251303491136
    data = None
    min_val = -3.965243339538574
    max_val = 2.6064751148223877


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 256]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
