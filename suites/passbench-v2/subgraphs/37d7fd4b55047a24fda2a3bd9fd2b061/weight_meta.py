class Program_weight_tensor_meta_x_14:
    name = "x_14"
    shape = [1, 1408, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003012787213227234
    std = 0.03678915416979255
    data = None
    min_val = -0.1313362717628479
    max_val = 0.24911436438560486


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [352, 1408, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [352]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
