class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 49, 16, 72]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000640551788365021
    std = 0.01838726025495907
    data = None
    min_val = -0.05692853778600693
    max_val = 0.05910284072160721


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [1152, 1152]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.51547504346182e-05
    std = 0.02000816785616081
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [1152]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
