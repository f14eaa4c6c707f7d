class Program_weight_tensor_meta_x_4:
    name = "x_4"
    shape = [1, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.6095001063882692e-06
    std = 3.6808399133503805e-06
    data = None
    min_val = 0.0
    max_val = 2.2241014448809437e-05


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
    name = "L_self_modules_fc_parameters_weight_"
    shape = [1000, 2048]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.3349548833646951e-05
    std = 0.012754006334553465
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_bias_:
    name = "L_self_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00012684125509440492
    std = 0.012587239033100541
    data = None
