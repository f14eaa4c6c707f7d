class Program_weight_tensor_meta_x_19:
    name = "x_19"
    shape = [1, 197, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00015309178061760975
    std = 0.08779438341683961
    data = None
    min_val = -0.3354761302471161
    max_val = 0.2534950077533722


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.01
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
