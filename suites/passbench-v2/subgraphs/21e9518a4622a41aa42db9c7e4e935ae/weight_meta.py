class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 1500, 20, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.4379923132295065e-06
    std = 0.0014391618099377276
    data = None
    min_val = -0.005152566358447075
    max_val = 0.0055411821231245995


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.7171005428063846e-05
    std = 0.01999624033251323
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
