class Program_weight_tensor_meta_x_17:
    name = "x_17"
    shape = [1, 2016, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.1833081063545872e-06
    std = 1.3739067378199267e-06
    data = None
    min_val = 0.0
    max_val = 7.481570719392039e-06


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
    name = "L_self_modules_fc_parameters_weight_"
    shape = [1000, 2016]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.332125742844792e-06
    std = 0.010008306975526255
    data = None


class Program_weight_tensor_meta_L_self_modules_fc_parameters_bias_:
    name = "L_self_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
