class Program_weight_tensor_meta_x_34:
    name = "x_34"
    shape = [1, 28, 28, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0003549910066093067
    std = 0.808122919140414
    data = None
    min_val = -3.876255989074707
    max_val = 3.2448816299438477


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
