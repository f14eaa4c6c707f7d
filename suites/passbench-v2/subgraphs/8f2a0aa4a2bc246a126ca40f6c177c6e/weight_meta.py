class Program_weight_tensor_meta_x_126:
    name = "x_126"
    shape = [1, 7, 7, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.12042679710972368
    std = 0.8767122776264948
    data = None
    min_val = -4.058047294616699
    max_val = 5.8215436935424805


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
