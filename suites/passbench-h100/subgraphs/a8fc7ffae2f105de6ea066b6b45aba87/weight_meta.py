class Program_weight_tensor_meta_input_47:
    name = "input_47"
    shape = [1, 1536, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.255701438093084e-07
    std = 7.476253787825811e-07
    data = None
    min_val = 0.0
    max_val = 5.273189344734419e-06


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_"
    shape = [768, 1536, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x_25:
    name = "x_25"
    shape = [1, 768, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.28193202879198e-07
    std = 1.3124373007510774e-05
    data = None
    min_val = -5.8977755543310195e-05
    max_val = 5.528221299755387e-05
