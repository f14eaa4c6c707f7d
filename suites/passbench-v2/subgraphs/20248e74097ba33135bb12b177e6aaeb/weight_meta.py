class Program_weight_tensor_meta_x_113:
    name = "x_113"
    shape = [1, 7, 7, 256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00016498594897944335
    std = 0.0019081288614991932
    data = None
    min_val = -0.012050602585077286
    max_val = 0.013570824638009071


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
