class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [1, 197, 6, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0012717433920726158
    std = 0.04994709279042102
    data = None
    min_val = -0.15517283976078033
    max_val = 0.13036249577999115


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
