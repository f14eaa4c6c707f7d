class Program_weight_tensor_meta_x_out_12:
    name = "x_out_12"
    shape = [1, 384, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.563646439976187e-10
    std = 1.6541209561855685e-07
    data = None
    min_val = -3.5308271435496863e-06
    max_val = 2.2574163267563563e-06


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_"
    shape = [384, 384, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
