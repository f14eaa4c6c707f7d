class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [1, 197, 16, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0022814596194431574
    std = 0.08333274292939331
    data = None
    min_val = -0.2743116617202759
    max_val = 0.26744893193244934


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
