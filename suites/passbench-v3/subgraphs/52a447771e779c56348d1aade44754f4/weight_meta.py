class Program_weight_tensor_meta_x_10:
    name = "x_10"
    shape = [1, 192, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00021727431043460892
    std = 0.013502550381229765
    data = None
    min_val = -0.056946754455566406
    max_val = 0.05945005640387535


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [48, 192, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
