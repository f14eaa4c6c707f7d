class Program_weight_tensor_meta_hidden_states_5:
    name = "hidden_states_5"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.01201714166944469
    std = 0.99993492539205
    data = None
    min_val = -4.188910961151123
    max_val = 4.067634582519531


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_"
    shape = [2048, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.3865823522436776e-05
    std = 0.019995460589759956
    data = None


class Program_weight_tensor_meta_gelu:
    name = "gelu"
    shape = [1, 128, 2048]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0032545375199544845
    std = 0.04544940651109488
    data = None
    min_val = -0.13763529062271118
    max_val = 0.31365713477134705
