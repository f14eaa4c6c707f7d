class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [1, 256, 12, 128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001502311662873394
    std = 0.1070810159083697
    data = None
    min_val = -0.3734833300113678
    max_val = 0.3741184175014496


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
    shape = [1536, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None
