class Program_weight_tensor_meta_x_46:
    name = "x_46"
    shape = [1, 768, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0014648185774051696
    std = 0.028070789484508137
    data = None
    min_val = -0.10412091761827469
    max_val = 0.1637987196445465


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [192, 768, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
