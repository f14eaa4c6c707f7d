class Program_weight_tensor_meta_x_427:
    name = "x_427"
    shape = [1, 2816, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.563317079742609e-10
    std = 0.6075984372757662
    data = None
    min_val = -2.1039021015167236
    max_val = 1.8958537578582764


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [21842, 2816]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [21842]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
