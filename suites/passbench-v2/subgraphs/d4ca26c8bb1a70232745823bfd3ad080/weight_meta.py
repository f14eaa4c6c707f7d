class Program_weight_tensor_meta_L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_132:
    name = "view_132"
    shape = [128, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004189728360072355
    std = 0.05312305453823378
    data = None
    min_val = -0.1555812805891037
    max_val = 0.3230610191822052


class Program_weight_tensor_meta_L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.91655627976178e-07
    std = 0.004081812452831971
    data = None
