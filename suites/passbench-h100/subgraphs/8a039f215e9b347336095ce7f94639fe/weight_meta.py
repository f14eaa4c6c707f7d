class Program_weight_tensor_meta_x_57:
    name = "x_57"
    shape = [1, 1, 1, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00015969071591825923
    std = 0.057664604895988
    data = None
    min_val = -0.12376280128955841
    max_val = 0.17062906920909882


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_weight_:
    name = "L_self_modules_head_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_bias_:
    name = "L_self_modules_head_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
