class Program_weight_tensor_meta_x_147:
    name = "x_147"
    shape = [1, 384, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 9.38598532229662e-10
    std = 1.001210847459626
    data = None
    min_val = -2.658580780029297
    max_val = 2.957507371902466


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
