class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 1500, 20, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.889246294117154e-05
    std = 0.0029656666551521084
    data = None
    min_val = -0.008931314572691917
    max_val = 0.011341272853314877


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.0353355275829605e-06
    std = 0.019990937884308804
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
