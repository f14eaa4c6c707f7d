class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 192, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00012960433168217363
    std = 0.00018848689253037545
    data = None
    min_val = 0.0
    max_val = 0.0015569396782666445


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_"
    shape = [96, 192, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0006899115909526703
    std = 0.009595050128464457
    data = None
    min_val = -0.04538435861468315
    max_val = 0.04432081803679466
