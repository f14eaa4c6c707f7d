class Program_weight_tensor_meta_x_14:
    name = "x_14"
    shape = [1, 576, 5632]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [2048, 5632]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None
