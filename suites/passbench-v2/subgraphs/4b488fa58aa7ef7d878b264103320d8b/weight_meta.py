class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [1, 576, 16, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00035648063829578743
    std = 0.03619067327805499
    data = None
    min_val = -0.13204757869243622
    max_val = 0.1263514757156372


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
    shape = [2048, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None
