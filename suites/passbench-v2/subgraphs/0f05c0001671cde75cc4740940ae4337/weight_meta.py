class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 256, 16, 80]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.080863345243395e-05
    std = 0.015184304349809469
    data = None
    min_val = -0.07824240624904633
    max_val = 0.09256350994110107


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.7670539412134637e-05
    std = 0.020004032223297108
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_"
    shape = [1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
