class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 13, 8, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00043912965240027873
    std = 0.024845907715814217
    data = None
    min_val = -0.09780219197273254
    max_val = 0.07494329661130905


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
