class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 128, 16, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0021261025471146088
    std = 0.026862352908226955
    data = None
    min_val = -0.31003260612487793
    max_val = 0.285239040851593


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.092317197753085e-05
    std = 0.02000228358261704
    data = None
