class Program_weight_tensor_meta_x_11:
    name = "x_11"
    shape = [1, 128, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0006359323832224189
    std = 0.01763875786205539
    data = None
    min_val = -0.06315041333436966
    max_val = 0.05901423096656799


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [32, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
