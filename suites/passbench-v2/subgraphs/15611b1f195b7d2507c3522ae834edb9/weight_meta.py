class Program_weight_tensor_meta_x_33:
    name = "x_33"
    shape = [1, 197, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001067308421237637
    std = 0.0534650261707938
    data = None
    min_val = -0.1458151489496231
    max_val = 0.17095449566841125


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.008
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
