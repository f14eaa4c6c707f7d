class Program_weight_tensor_meta_x_83:
    name = "x_83"
    shape = [1, 1408, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.4457062152013287e-13
    std = 0.0008660130502984521
    data = None
    min_val = -0.019928818568587303
    max_val = 0.02891974151134491


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_"
    shape = [1408, 1408, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_"
    shape = [1408]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
