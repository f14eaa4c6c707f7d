class Program_weight_tensor_meta_x_242:
    name = "x_242"
    shape = [1, 1512, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.2044232293251363e-06
    std = 1.4719189513172279e-06
    data = None
    min_val = 0.0
    max_val = 8.345822607225273e-06


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 1512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.01
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
