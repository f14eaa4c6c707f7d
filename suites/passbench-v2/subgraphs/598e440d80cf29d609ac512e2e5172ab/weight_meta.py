class Program_weight_tensor_meta_x_22:
    name = "x_22"
    shape = [1, 28, 28, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.452116901111187e-05
    std = 0.004986989459389572
    data = None
    min_val = -0.020305955782532692
    max_val = 0.020990556105971336


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [64, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
