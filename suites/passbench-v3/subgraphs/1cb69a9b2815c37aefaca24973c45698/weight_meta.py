class Program_weight_tensor_meta_x_67:
    name = "x_67"
    shape = [1, 512, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00036686402876044504
    std = 0.018200063261305088
    data = None
    min_val = -0.06618804484605789
    max_val = 0.08750032633543015


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [128, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
