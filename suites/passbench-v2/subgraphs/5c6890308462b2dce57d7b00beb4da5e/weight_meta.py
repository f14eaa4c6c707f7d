class Program_weight_tensor_meta_attn_output_7:
    name = "attn_output_7"
    shape = [1, 300, 8, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.0793224693138285e-29
    std = 2.6964203799219162e-27
    data = None
    min_val = -7.290289640851069e-27
    max_val = 9.022118202467137e-27


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.2889223094092574e-05
    std = 0.009984148172576085
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_:
    name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
