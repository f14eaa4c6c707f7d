class Program_weight_tensor_meta_x_50:
    name = "x_50"
    shape = [1, 7, 7, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00023703952470774834
    std = 0.006470007735408967
    data = None
    min_val = -0.027327416464686394
    max_val = 0.02719195745885372


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
