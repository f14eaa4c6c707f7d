class Program_weight_tensor_meta_x_52:
    name = "x_52"
    shape = [1, 2816, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.004691849287326732
    std = 0.05327808383334232
    data = None
    min_val = -0.15894722938537598
    max_val = 0.3636324107646942


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [704, 2816, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [704]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
