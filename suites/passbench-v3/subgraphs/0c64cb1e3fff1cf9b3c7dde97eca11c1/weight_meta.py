class Program_weight_tensor_meta_hidden_states_22:
    name = "hidden_states_22"
    shape = [1, 128, 128, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.8636813933443212e-08
    std = 0.9993359670017241
    data = None
    min_val = -4.51792049407959
    max_val = 6.251973628997803


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_3_modules_proj_parameters_weight_"
    shape = [384, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.20549244259402e-05
    std = 0.019957038367543773
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
