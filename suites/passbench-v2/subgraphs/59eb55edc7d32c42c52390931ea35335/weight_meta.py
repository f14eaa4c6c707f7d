class Program_weight_tensor_meta_x_90:
    name = "x_90"
    shape = [1, 5632, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.008126890683449546
    std = 0.07595298348343493
    data = None
    min_val = -0.16973556578159332
    max_val = 0.5483794808387756


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [1408, 5632, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [1408]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
