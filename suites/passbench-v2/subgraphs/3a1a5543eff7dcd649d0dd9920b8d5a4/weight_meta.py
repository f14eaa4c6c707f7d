class Program_weight_tensor_meta_x_13:
    name = "x_13"
    shape = [1, 197, 4096]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.006792248194244015
    std = 0.06484750694486546
    data = None
    min_val = -0.16585828363895416
    max_val = 0.41656652092933655


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [1024, 4096]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
