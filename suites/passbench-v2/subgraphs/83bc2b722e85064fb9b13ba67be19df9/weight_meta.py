class Program_weight_tensor_meta_x_33:
    name = "x_33"
    shape = [1, 256, 1536]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0013414566199472719
    std = 0.10563717651369918
    data = None
    min_val = -0.32228758931159973
    max_val = 0.36271291971206665


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_"
    shape = [1536, 1536]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None
