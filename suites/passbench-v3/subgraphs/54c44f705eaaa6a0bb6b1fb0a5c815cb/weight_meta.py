class Program_weight_tensor_meta_x_60:
    name = "x_60"
    shape = [1, 768, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.001056206561353229
    std = 0.024839647112267667
    data = None
    min_val = -0.08688249439001083
    max_val = 0.13249726593494415


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [192, 768, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
