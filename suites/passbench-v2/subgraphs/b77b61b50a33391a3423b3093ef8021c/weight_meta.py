class Program_weight_tensor_meta_x_33:
    name = "x_33"
    shape = [1, 576, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0008809234504149043
    std = 0.03598812244378827
    data = None
    min_val = -0.15659259259700775
    max_val = 0.16791275143623352


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_"
    shape = [2048, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None
