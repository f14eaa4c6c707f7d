class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 1500, 16, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.1717011836449486e-05
    std = 0.002725380076592042
    data = None
    min_val = -0.009932524524629116
    max_val = 0.008426579646766186


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.0021118987238198e-06
    std = 0.019996712501835642
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
