class Program_weight_tensor_meta_x_39:
    name = "x_39"
    shape = [1, 256, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0002654392871117568
    std = 0.012328120701648704
    data = None
    min_val = -0.04978908970952034
    max_val = 0.05849653109908104


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [64, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
