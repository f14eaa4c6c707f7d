class Program_weight_tensor_meta_x_36:
    name = "x_36"
    shape = [1, 14, 14, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.372272350271315e-05
    std = 0.007141520806222192
    data = None
    min_val = -0.028694819658994675
    max_val = 0.036655884236097336


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [96, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_parameters_gamma_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_parameters_gamma_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
