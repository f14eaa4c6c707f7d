class Program_weight_tensor_meta_x_410:
    name = "x_410"
    shape = [1, 2816, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.4031514029810678e-12
    std = 0.003316645745139588
    data = None
    min_val = -0.06705966591835022
    max_val = 0.05616580694913864


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_modulation_modules_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_modulation_modules_proj_parameters_weight_"
    shape = [2816, 2816, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_modulation_modules_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_modulation_modules_proj_parameters_bias_"
    shape = [2816]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
