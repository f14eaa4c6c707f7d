class Program_weight_tensor_meta_x_7:
    name = "x_7"
    shape = [1, 352, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.4219091940473817e-13
    std = 8.998628863968816e-05
    data = None
    min_val = -0.0017030173912644386
    max_val = 0.0018650888232514262


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_"
    shape = [352, 352, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_"
    shape = [352]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
